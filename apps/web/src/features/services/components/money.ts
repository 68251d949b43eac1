// An amount in minor units as the user's locale writes it: 1 RMB (CNY), 2 dollars (USD).
export const formatMoney = (amount: number, currency: number, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: currency === 1 ? 'CNY' : 'USD' }).format(amount / 100);
