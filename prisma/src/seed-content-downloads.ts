import type { PerLang } from './seed-content-types';

export type SeedDownloadKind = 'manual' | 'firmware' | 'driver' | 'spec_sheet';

export interface SeedDownload {
  /** A file under web/public/downloads, served at /downloads/<fileName>. */
  fileName: string;
  kind: SeedDownloadKind;
  /** Language of the document: a language tag, or "multi" for a multilingual one. */
  fileLang: string;
  /** The file's size in bytes; seed-content.test.ts checks it against the file in the repository. */
  sizeBytes: number;
  version: string;
  date: string;
  titles: PerLang<string>;
}

export const DOWNLOADS: SeedDownload[] = [
  {
    fileName: 'voltline-vl-gan65-user-manual-en.pdf',
    kind: 'manual',
    fileLang: 'en',
    sizeBytes: 2860,
    version: '1.1',
    date: '2026-09-29',
    titles: {
      us: 'VL-GAN65 65W GaN charger: user manual',
      de: 'VL-GAN65 65W GaN-Ladegerät: Bedienungsanleitung (Englisch)',
      es: 'Cargador GaN 65W VL-GAN65: manual de usuario (inglés)',
      fr: 'Chargeur GaN 65W VL-GAN65 : manuel d’utilisation (anglais)',
      it: 'Caricatore GaN 65W VL-GAN65: manuale utente (inglese)',
      jp: 'VL-GAN65 65W GaN充電器：取扱説明書（英語）',
      nl: 'VL-GAN65 65W GaN-oplader: gebruikershandleiding (Engels)',
      pl: 'Ładowarka GaN 65W VL-GAN65: instrukcja obsługi (angielski)',
      se: 'VL-GAN65 65W GaN-laddare: bruksanvisning (engelska)',
    },
  },
  {
    fileName: 'voltline-vl-gan65-bedienungsanleitung-de.pdf',
    kind: 'manual',
    fileLang: 'de',
    sizeBytes: 2997,
    version: '1.1',
    date: '2026-09-29',
    titles: {
      us: 'VL-GAN65 65W GaN charger: user manual (German)',
      de: 'VL-GAN65 65W GaN-Ladegerät: Bedienungsanleitung',
      es: 'Cargador GaN 65W VL-GAN65: manual de usuario (alemán)',
      fr: 'Chargeur GaN 65W VL-GAN65 : manuel d’utilisation (allemand)',
      it: 'Caricatore GaN 65W VL-GAN65: manuale utente (tedesco)',
      jp: 'VL-GAN65 65W GaN充電器：取扱説明書（ドイツ語）',
      nl: 'VL-GAN65 65W GaN-oplader: gebruikershandleiding (Duits)',
      pl: 'Ładowarka GaN 65W VL-GAN65: instrukcja obsługi (niemiecki)',
      se: 'VL-GAN65 65W GaN-laddare: bruksanvisning (tyska)',
    },
  },
  {
    fileName: 'voltline-vl-hub7-user-manual-multilingual.pdf',
    kind: 'manual',
    fileLang: 'multi',
    sizeBytes: 3253,
    version: '2.0',
    date: '2026-07-22',
    titles: {
      us: 'VL-HUB7 USB-C hub 7-in-1: user manual',
      de: 'VL-HUB7 USB-C-Hub 7-in-1: Bedienungsanleitung',
      es: 'Hub USB-C 7 en 1 VL-HUB7: manual de usuario',
      fr: 'Hub USB-C 7 en 1 VL-HUB7 : manuel d’utilisation',
      it: 'Hub USB-C 7 in 1 VL-HUB7: manuale utente',
      jp: 'VL-HUB7 USB-Cハブ 7-in-1：取扱説明書',
      nl: 'VL-HUB7 USB-C-hub 7-in-1: gebruikershandleiding',
      pl: 'Hub USB-C 7 w 1 VL-HUB7: instrukcja obsługi',
      se: 'VL-HUB7 USB-C-hubb 7-i-1: bruksanvisning',
    },
  },
  {
    fileName: 'voltline-vl-hub7-firmware-1.4.2-release-notes.txt',
    kind: 'firmware',
    fileLang: 'en',
    sizeBytes: 1209,
    version: '1.4.2',
    date: '2026-09-15',
    titles: {
      us: 'VL-HUB7 firmware 1.4.2: release notes and update steps',
      de: 'VL-HUB7 Firmware 1.4.2: Versionshinweise und Update-Schritte (Englisch)',
      es: 'Firmware 1.4.2 del VL-HUB7: notas de la versión y pasos de actualización (inglés)',
      fr: 'Firmware 1.4.2 du VL-HUB7 : notes de version et étapes de mise à jour (anglais)',
      it: 'Firmware 1.4.2 del VL-HUB7: note di rilascio e passaggi di aggiornamento (inglese)',
      jp: 'VL-HUB7 ファームウェア 1.4.2：リリースノートと更新手順（英語）',
      nl: 'VL-HUB7 firmware 1.4.2: release notes en updatestappen (Engels)',
      pl: 'Oprogramowanie VL-HUB7 1.4.2: informacje o wersji i kroki aktualizacji (angielski)',
      se: 'VL-HUB7 firmware 1.4.2: versionsinformation och uppdateringssteg (engelska)',
    },
  },
  {
    fileName: 'voltline-vl-ad-aux-driver-notes.txt',
    kind: 'driver',
    fileLang: 'en',
    sizeBytes: 1257,
    version: '2026.1',
    date: '2026-01-20',
    titles: {
      us: 'VL-AD-AUX USB-C to 3.5 mm adapter: drivers for Windows, macOS, Android and Linux',
      de: 'VL-AD-AUX USB-C-auf-3,5-mm-Adapter: Treiber für Windows, macOS, Android und Linux (Englisch)',
      es: 'Adaptador USB-C a 3,5 mm VL-AD-AUX: controladores para Windows, macOS, Android y Linux (inglés)',
      fr: 'Adaptateur USB-C vers 3,5 mm VL-AD-AUX : pilotes pour Windows, macOS, Android et Linux (anglais)',
      it: 'Adattatore da USB-C a 3,5 mm VL-AD-AUX: driver per Windows, macOS, Android e Linux (inglese)',
      jp: 'VL-AD-AUX USB-C - 3.5mm変換アダプター：Windows・macOS・Android・Linux用ドライバー（英語）',
      nl: 'VL-AD-AUX USB-C-naar-3,5-mm-adapter: stuurprogramma’s voor Windows, macOS, Android en Linux (Engels)',
      pl: 'Przejściówka USB-C na 3,5 mm VL-AD-AUX: sterowniki dla Windows, macOS, Android i Linux (angielski)',
      se: 'VL-AD-AUX USB-C till 3,5 mm-adapter: drivrutiner för Windows, macOS, Android och Linux (engelska)',
    },
  },
  {
    fileName: 'voltline-cable-range-spec-sheet.pdf',
    kind: 'spec_sheet',
    fileLang: 'en',
    sizeBytes: 1788,
    version: '2026',
    date: '2026-03-02',
    titles: {
      us: 'Cable range: specification sheet',
      de: 'Kabelsortiment: technisches Datenblatt (Englisch)',
      es: 'Gama de cables: ficha técnica (inglés)',
      fr: 'Gamme de câbles : fiche technique (anglais)',
      it: 'Gamma di cavi: scheda tecnica (inglese)',
      jp: 'ケーブルシリーズ：仕様書（英語）',
      nl: 'Kabelassortiment: specificatieblad (Engels)',
      pl: 'Seria kabli: karta danych technicznych (angielski)',
      se: 'Kabelsortiment: specifikationsblad (engelska)',
    },
  },
  {
    fileName: 'voltline-vl-st-al-spec-sheet.pdf',
    kind: 'spec_sheet',
    fileLang: 'en',
    sizeBytes: 1522,
    version: '1.0',
    date: '2026-04-15',
    titles: {
      us: 'VL-ST-AL aluminium phone stand: specification sheet',
      de: 'VL-ST-AL Aluminium-Handyständer: technisches Datenblatt (Englisch)',
      es: 'Soporte de aluminio para móvil VL-ST-AL: ficha técnica (inglés)',
      fr: 'Support de téléphone en aluminium VL-ST-AL : fiche technique (anglais)',
      it: 'Supporto per telefono in alluminio VL-ST-AL: scheda tecnica (inglese)',
      jp: 'VL-ST-AL アルミ製スマホスタンド：仕様書（英語）',
      nl: 'VL-ST-AL aluminium telefoonstandaard: specificatieblad (Engels)',
      pl: 'Aluminiowy stojak na telefon VL-ST-AL: karta danych technicznych (angielski)',
      se: 'VL-ST-AL mobilställ i aluminium: specifikationsblad (engelska)',
    },
  },
];
