import { z } from 'zod';

/** A regional site as GET site/list answers it. */
export const siteSchema = z.object({
  id: z.number().int(),
  site: z.string(),
  name: z.string(),
  name_en: z.string(),
  icon: z.string(),
  site_default: z.union([z.literal(0), z.literal(1)]),
  siteLang: z.string(),
});
export type Site = z.infer<typeof siteSchema>;

/** An entry of GET front_menu/list, with its children (a getter: zod's way to a recursive schema). */
export const menuRowSchema = z.object({
  name: z.string(),
  path: z.string(),
  icon: z.string(),
  /** 1 = hidden (the old client skips those). */
  status: z.union([z.literal(0), z.literal(1)]),
  get childlist() {
    return z.array(menuRowSchema);
  },
});
export type MenuRow = z.infer<typeof menuRowSchema>;
