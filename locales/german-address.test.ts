import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources } from './index';

/**
 * The German site and its mails address the customer as "Sie", everywhere (a brand site in German
 * says "Sie"; one text saying "du" beside another saying "Sie" reads as a mistake). This finds the
 * other form in every German text: the pronouns, the second person singular of common verbs, and
 * imperatives in the du-form. Whole words only, case-sensitive where a word is also a noun or a
 * possessive ("Klick", "ihr Garantiestatus"), so "Produkt" or "Dienstag" never count.
 */
const W = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const DU_FORMS: [string, RegExp][] = [
  ['du, dich, dir, dein…', new RegExp(`${W}(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)${E}`, 'iu')],
  ['euch, euer…', new RegExp(`${W}(euch|euer|eure|euren|eurem|eurer|eures)${E}`, 'iu')],
  // "ihr" as the plural address is followed by its verb; "ihr Paket" (her, their) is not.
  ['ihr + verb', new RegExp(`${W}[Ii]hr (habt|seid|könnt|wollt|müsst|dürft|sollt|wünscht|braucht|bekommt|erhaltet|findet|werdet)${E}`, 'u')],
  [
    'verb in the du-form',
    new RegExp(
      `${W}(hast|bist|kannst|willst|musst|wirst|darfst|sollst|möchtest|bekommst|erhältst|findest|nimmst|meldest|brauchst|nutzt du|weißt|gibst|siehst)${E}`,
      'iu',
    ),
  ],
  // Imperatives of the du-form, at the start of a sentence too (the Sie-form is "Geben Sie").
  [
    'imperative in the du-form',
    new RegExp(
      `${W}(gib|klicke|sag|sage|probier|probiere|nutze|wähle|achte|antworte|kontaktiere|veröffentliche|schreib|schreibe|sende|schick|schicke|lies|nimm|trag|trage|registriere|melde|füge|prüfe|öffne|erzähl|erzähle|lade|bestätige|werde|genieße|behalte|bewerte|kopiere|löse|geh|hol|such|freu|beantworte|ignoriere|erhalte)${E}`,
      'iu',
    ),
  ],
  // Also nouns ("ein Klick", "zur Schau"): lower-case only.
  ['imperative in the du-form', new RegExp(`${W}(klick|schau)${E}`, 'u')],
];

function leaves(value: unknown, prefix: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([prefix, value]);
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) leaves(child, `${prefix}.${key}`, out);
  return out;
}

describe('the German texts say "Sie"', () => {
  const texts = NAMESPACES.flatMap((ns) => leaves(resources.de[ns], ns));

  it('has German texts to check', () => {
    expect(texts.length).toBeGreaterThan(500);
  });

  it('finds the du-form where it is', () => {
    for (const sample of [
      'Sag uns, wer du bist.',
      'Gib deinen Code ein',
      'Was wünscht ihr euch?',
      'Bestätige dein Abonnement',
      'Du hast es geschafft',
      'Hol dir den Code',
      'Geh auf die Seite',
    ]) {
      expect(
        DU_FORMS.some(([, form]) => form.test(sample)),
        sample,
      ).toBe(true);
    }
    for (const sample of ['Das Produkt ist bereit.', 'Geben Sie Ihren Code ein', 'ihr Garantiestatus', 'Ein Klick genügt', 'Dienstag', 'Durchmesser']) {
      expect(
        DU_FORMS.some(([, form]) => form.test(sample)),
        sample,
      ).toBe(false);
    }
  });

  it('no German text addresses the customer as "du"', () => {
    const found = texts.flatMap(([key, text]) => DU_FORMS.filter(([, form]) => form.test(text)).map(([what]) => `${key} (${what}): ${text}`));
    expect(found).toEqual([]);
  });
});
