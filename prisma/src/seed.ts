import type { Db } from './index';
import { KEYWORDS, MENU, SITES, WARRANTY_POLICIES, labelFor } from './seed-data';
import { seedCatalogue } from './seed-catalogue';
import { loadCatalogueTexts } from './seed-catalogue-texts';
import { seedContent } from './seed-content';
import { loadSeedContent } from './seed-content-data';

/**
 * Loads the seed content. Idempotent: it upserts by natural keys, so a second run changes nothing,
 * and it never deletes what an operator added.
 */
export async function seedDatabase(db: Db): Promise<{ sites: number; menuEntries: number; keywords: number; warrantyPolicies: number }> {
  // Every data file of prisma/content is read and checked before the first row is written, so a
  // bad file stops the seed with its name and field and leaves the database as it was.
  loadCatalogueTexts();
  loadSeedContent();
  let menuEntries = 0;
  let keywords = 0;
  for (const [index, s] of SITES.entries()) {
    const site = await db.site.upsert({
      where: { code: s.code },
      create: { code: s.code, name: s.name, nameEn: s.nameEn, icon: `/flags/${s.code}.svg`, isDefault: s.isDefault, sortOrder: index },
      update: {},
    });
    for (const [order, entry] of MENU.entries()) {
      const parent = await upsertMenuEntry(db, site.id, null, entry.path, labelFor(entry.labels, s.code), entry.icon ?? '', entry.hidden ?? false, order);
      menuEntries++;
      for (const [childOrder, child] of (entry.children ?? []).entries()) {
        await upsertMenuEntry(db, site.id, parent.id, child.path, labelFor(child.labels, s.code), child.icon ?? '', child.hidden ?? false, childOrder);
        menuEntries++;
      }
    }
    for (const [order, k] of KEYWORDS.entries()) {
      const label = labelFor(k.labels, s.code);
      await db.keyword.upsert({
        where: { siteId_type_label: { siteId: site.id, type: k.type, label } },
        create: { siteId: site.id, type: k.type, label, value: k.value, sortOrder: order },
        update: {},
      });
      keywords++;
    }
  }
  for (const policy of WARRANTY_POLICIES) {
    await db.warrantyPolicy.upsert({ where: { site: policy.site }, create: policy, update: {} });
  }
  await seedCatalogue(db);
  // Articles, FAQ and downloads (seed-content.ts).
  await seedContent(db);
  return { sites: SITES.length, menuEntries, keywords, warrantyPolicies: WARRANTY_POLICIES.length };
}

// Postgres treats NULLs as distinct in unique keys, so top-level entries are found by a query, not an upsert.
async function upsertMenuEntry(db: Db, siteId: number, parentId: number | null, path: string, name: string, icon: string, hidden: boolean, sortOrder: number) {
  const existing = await db.menuEntry.findFirst({ where: { siteId, parentId, path } });
  if (existing) return existing;
  return db.menuEntry.create({ data: { siteId, parentId, path, name, icon, hidden, sortOrder } });
}
