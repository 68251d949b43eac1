// Brands (sites): built-in and customer brands chosen by host name (spec §1, §3 site info).
import { boolean, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().unique(),
  /** Host names this brand answers for (exact, lower case). The default brand also answers unknown hosts. */
  domains: text('domains').array().notNull().default([]),
  isDefault: boolean('is_default').notNull().default(false),
  builtIn: boolean('built_in').notNull().default(false),
  name: text('name').notNull(),
  packageName: text('package_name').notNull(),
  logoUrl: text('logo_url').notNull().default(''),
  copyright: text('copyright').notNull().default(''),
  color: text('color').notNull().default('#6898fc'),
  backgroundUrl: text('background_url').notNull().default(''),
  favIconUrl: text('fav_icon_url').notNull().default(''),
  hasPaidFeature: boolean('has_paid_feature').notNull().default(true),
  /** 0 mobile and e-mail, 1 mobile, 2 e-mail (spec enumeration). */
  accountType: smallint('account_type').notNull().default(0),
  passcodeMinLength: smallint('passcode_min_length').notNull().default(6),
  /** Languages offered on this brand's hosts; empty = all. */
  languages: text('languages').array().notNull().default([]),
  chineseOnly: boolean('chinese_only').notNull().default(false),
  /** Feature toggles by brand (host or package name), e.g. {"map": false}. */
  features: jsonb('features').$type<Record<string, boolean>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
