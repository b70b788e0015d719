/**
 * Seed content: the nine regional sites, a menu per site and the search suggestions. This is data
 * the brand edits, kept here so a fresh database serves a complete site. Labels are in each site's
 * language (product and model names stay as they are sold).
 */
export interface SeedSite {
  code: string;
  name: string;
  nameEn: string;
  isDefault: boolean;
}

export const SITES: SeedSite[] = [
  { code: 'us', name: 'United States', nameEn: 'United States', isDefault: true },
  { code: 'de', name: 'Deutschland', nameEn: 'Germany', isDefault: false },
  { code: 'es', name: 'España', nameEn: 'Spain', isDefault: false },
  { code: 'fr', name: 'France', nameEn: 'France', isDefault: false },
  { code: 'it', name: 'Italia', nameEn: 'Italy', isDefault: false },
  { code: 'jp', name: '日本', nameEn: 'Japan', isDefault: false },
  { code: 'nl', name: 'Nederland', nameEn: 'Netherlands', isDefault: false },
  { code: 'pl', name: 'Polska', nameEn: 'Poland', isDefault: false },
  { code: 'se', name: 'Sverige', nameEn: 'Sweden', isDefault: false },
];

type Labels = Record<string, string>;

interface SeedMenuEntry {
  path: string;
  icon?: string;
  hidden?: boolean;
  labels: Labels;
  children?: SeedMenuEntry[];
}

const L = (us: string, de: string, es: string, fr: string, it: string, jp: string, nl: string, pl: string, se: string): Labels => ({
  us,
  de,
  es,
  fr,
  it,
  jp,
  nl,
  pl,
  se,
});

export const MENU: SeedMenuEntry[] = [
  {
    path: '/products',
    icon: 'shop',
    labels: L('Shop', 'Shop', 'Tienda', 'Boutique', 'Negozio', 'ショップ', 'Winkel', 'Sklep', 'Butik'),
    children: [
      {
        path: '/products',
        labels: L(
          'All products',
          'Alle Produkte',
          'Todos los productos',
          'Tous les produits',
          'Tutti i prodotti',
          'すべての製品',
          'Alle producten',
          'Wszystkie produkty',
          'Alla produkter',
        ),
      },
      { path: '/products/cables', labels: L('Cables', 'Kabel', 'Cables', 'Câbles', 'Cavi', 'ケーブル', 'Kabels', 'Kable', 'Kablar') },
      {
        path: '/products/chargers',
        labels: L('Chargers', 'Ladegeräte', 'Cargadores', 'Chargeurs', 'Caricabatterie', '充電器', 'Opladers', 'Ładowarki', 'Laddare'),
      },
      {
        path: '/products/adapters',
        labels: L('Adapters', 'Adapter', 'Adaptadores', 'Adaptateurs', 'Adattatori', 'アダプター', 'Adapters', 'Adaptery', 'Adaptrar'),
      },
      {
        path: '/products/stands',
        labels: L(
          'Phone stands',
          'Handyständer',
          'Soportes para móvil',
          'Supports de téléphone',
          'Supporti per telefono',
          'スマホスタンド',
          'Telefoonstandaards',
          'Stojaki na telefon',
          'Mobilställ',
        ),
      },
      {
        path: '/find_your_cable',
        labels: L(
          'Find your cable',
          'Finde dein Kabel',
          'Encuentra tu cable',
          'Trouvez votre câble',
          'Trova il tuo cavo',
          'ケーブルを探す',
          'Vind je kabel',
          'Znajdź swój kabel',
          'Hitta din kabel',
        ),
      },
    ],
  },
  {
    path: '/explore',
    icon: 'explore',
    labels: L('Explore', 'Entdecken', 'Descubrir', 'Découvrir', 'Scopri', '読みもの', 'Ontdekken', 'Odkrywaj', 'Utforska'),
    children: [
      { path: '/explore', labels: L('Articles', 'Artikel', 'Artículos', 'Articles', 'Articoli', '記事', 'Artikelen', 'Artykuły', 'Artiklar') },
      // A seasonal campaign entry, kept in data but hidden until the campaign runs.
      {
        path: '/explore/black-friday',
        hidden: true,
        labels: L(
          'Black Friday',
          'Black Friday',
          'Black Friday',
          'Black Friday',
          'Black Friday',
          'ブラックフライデー',
          'Black Friday',
          'Black Friday',
          'Black Friday',
        ),
      },
    ],
  },
  {
    path: '/support',
    icon: 'support',
    labels: L('Support', 'Support', 'Soporte', 'Assistance', 'Assistenza', 'サポート', 'Support', 'Pomoc', 'Support'),
    children: [
      {
        path: '/warranty',
        labels: L(
          'Warranty registration',
          'Garantie-Registrierung',
          'Registro de garantía',
          'Enregistrement de garantie',
          'Registrazione garanzia',
          '保証登録',
          'Garantieregistratie',
          'Rejestracja gwarancji',
          'Garantiregistrering',
        ),
      },
      {
        path: '/support_contactus',
        labels: L(
          'Contact support',
          'Support kontaktieren',
          'Contactar con soporte',
          "Contacter l'assistance",
          "Contatta l'assistenza",
          'サポートに問い合わせる',
          'Contact met support',
          'Kontakt z pomocą',
          'Kontakta support',
        ),
      },
      {
        path: '/support_faq',
        labels: L(
          'FAQ',
          'FAQ',
          'Preguntas frecuentes',
          'FAQ',
          'Domande frequenti',
          'よくある質問',
          'Veelgestelde vragen',
          'Najczęstsze pytania',
          'Vanliga frågor',
        ),
      },
      {
        path: '/download',
        labels: L('Downloads', 'Downloads', 'Descargas', 'Téléchargements', 'Download', 'ダウンロード', 'Downloads', 'Pliki do pobrania', 'Nedladdningar'),
      },
    ],
  },
  {
    path: '/beta_tester',
    icon: 'tester',
    labels: L(
      'Beta testers',
      'Beta-Tester',
      'Probadores beta',
      'Bêta-testeurs',
      'Beta tester',
      'ベータテスター',
      'Bètatesters',
      'Beta testerzy',
      'Betatestare',
    ),
    children: [
      {
        path: '/betatester',
        labels: L(
          'Join the testers',
          'Tester werden',
          'Únete a los probadores',
          'Devenir testeur',
          'Diventa tester',
          'テスターに参加',
          'Word tester',
          'Dołącz do testerów',
          'Bli testare',
        ),
      },
      {
        path: '/beta_tester_faq',
        labels: L(
          'Tester FAQ',
          'Tester-FAQ',
          'Preguntas de probadores',
          'FAQ testeurs',
          'FAQ tester',
          'テスターFAQ',
          'Tester-FAQ',
          'FAQ testerów',
          'Testar-FAQ',
        ),
      },
    ],
  },
  {
    path: '/about',
    icon: 'about',
    labels: L('About', 'Über uns', 'Nosotros', 'À propos', 'Chi siamo', '私たちについて', 'Over ons', 'O nas', 'Om oss'),
    children: [
      {
        path: '/about',
        labels: L(
          'Our story',
          'Unsere Geschichte',
          'Nuestra historia',
          'Notre histoire',
          'La nostra storia',
          'ブランドストーリー',
          'Ons verhaal',
          'Nasza historia',
          'Vår historia',
        ),
      },
      { path: '/contact', labels: L('Contact', 'Kontakt', 'Contacto', 'Contact', 'Contatti', 'お問い合わせ', 'Contact', 'Kontakt', 'Kontakt') },
      {
        path: '/warrantyPolicy',
        labels: L(
          'Warranty policy',
          'Garantiebedingungen',
          'Política de garantía',
          'Politique de garantie',
          'Politica di garanzia',
          '保証ポリシー',
          'Garantiebeleid',
          'Zasady gwarancji',
          'Garantivillkor',
        ),
      },
    ],
  },
];

interface SeedKeyword {
  type: 'product' | 'article';
  labels: Labels | string;
  value: string;
}

export const KEYWORDS: SeedKeyword[] = [
  { type: 'product', labels: 'USB-C to USB-C cable', value: 'usb-c cable' },
  {
    type: 'product',
    labels: L(
      'Lightning cable',
      'Lightning-Kabel',
      'Cable Lightning',
      'Câble Lightning',
      'Cavo Lightning',
      'Lightningケーブル',
      'Lightning-kabel',
      'Kabel Lightning',
      'Lightning-kabel',
    ),
    value: 'lightning cable',
  },
  {
    type: 'product',
    labels: L(
      '65W GaN charger',
      '65W GaN-Ladegerät',
      'Cargador GaN 65W',
      'Chargeur GaN 65W',
      'Caricatore GaN 65W',
      '65W GaN充電器',
      '65W GaN-oplader',
      'Ładowarka GaN 65W',
      '65W GaN-laddare',
    ),
    value: '65w charger',
  },
  {
    type: 'product',
    labels: L('USB-C hub', 'USB-C-Hub', 'Hub USB-C', 'Hub USB-C', 'Hub USB-C', 'USB-Cハブ', 'USB-C-hub', 'Hub USB-C', 'USB-C-hubb'),
    value: 'usb-c hub',
  },
  {
    type: 'product',
    labels: L(
      'Phone stand',
      'Handyständer',
      'Soporte para móvil',
      'Support de téléphone',
      'Supporto per telefono',
      'スマホスタンド',
      'Telefoonstandaard',
      'Stojak na telefon',
      'Mobilställ',
    ),
    value: 'phone stand',
  },
  {
    type: 'product',
    labels: L(
      'Micro-USB cable',
      'Micro-USB-Kabel',
      'Cable micro-USB',
      'Câble micro-USB',
      'Cavo micro-USB',
      'Micro-USBケーブル',
      'Micro-USB-kabel',
      'Kabel micro-USB',
      'Micro-USB-kabel',
    ),
    value: 'micro-usb cable',
  },
  {
    type: 'product',
    labels: L(
      'Car charger',
      'Kfz-Ladegerät',
      'Cargador de coche',
      'Chargeur de voiture',
      'Caricatore da auto',
      'カーチャージャー',
      'Autolader',
      'Ładowarka samochodowa',
      'Billaddare',
    ),
    value: 'car charger',
  },
  {
    type: 'product',
    labels: L(
      'USB-C to HDMI adapter',
      'USB-C-auf-HDMI-Adapter',
      'Adaptador USB-C a HDMI',
      'Adaptateur USB-C vers HDMI',
      'Adattatore da USB-C a HDMI',
      'USB-C - HDMI変換アダプター',
      'USB-C-naar-HDMI-adapter',
      'Adapter USB-C na HDMI',
      'USB-C till HDMI-adapter',
    ),
    value: 'hdmi adapter',
  },
  {
    type: 'article',
    labels: L(
      'Which cable charges fastest?',
      'Welches Kabel lädt am schnellsten?',
      '¿Qué cable carga más rápido?',
      'Quel câble charge le plus vite ?',
      'Quale cavo ricarica più velocemente?',
      '一番速く充電できるケーブルは？',
      'Welke kabel laadt het snelst?',
      'Który kabel ładuje najszybciej?',
      'Vilken kabel laddar snabbast?',
    ),
    value: 'fast charging',
  },
];

export function labelFor(labels: Labels | string, site: string): string {
  return typeof labels === 'string' ? labels : (labels[site] ?? labels.us ?? '');
}

/**
 * The extended warranty a registered email gets, per site (the warranty policy page of each site
 * words it). `extendedMonths` null is the conditional lifetime warranty; the "18+36" sites give
 * 18 months plus a 36-month extension, 54 months from purchase.
 */
export interface SeedWarrantyPolicy {
  site: string;
  extendedMonths: number | null;
  wording: string;
}

export const WARRANTY_POLICIES: SeedWarrantyPolicy[] = [
  { site: 'us', extendedMonths: null, wording: 'lifetime' },
  { site: 'jp', extendedMonths: null, wording: 'lifetime' },
  { site: 'de', extendedMonths: 18 + 36, wording: '18+36' },
  { site: 'fr', extendedMonths: 18 + 36, wording: '18+36' },
  { site: 'it', extendedMonths: 18 + 36, wording: '18+36' },
  { site: 'es', extendedMonths: 18 + 36, wording: '18+36' },
  { site: 'nl', extendedMonths: null, wording: 'lifetime' },
  { site: 'pl', extendedMonths: null, wording: 'lifetime' },
  { site: 'se', extendedMonths: null, wording: 'lifetime' },
];
