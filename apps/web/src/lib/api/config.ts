// The web client's application credentials (docs/api.md). The secret is public by design.
export const APP_ID: string = import.meta.env.VITE_APP_ID || 'lockconsole-web';
export const APP_SECRET: string = import.meta.env.VITE_APP_SECRET || 'lockconsole-web-public-secret';
export const API_PREFIX = '/api';
