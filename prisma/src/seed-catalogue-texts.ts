import { LANGUAGES } from '@voltline/locales/languages';
/**
 * Translated building blocks of the catalogue seed: category texts, connector and colour names,
 * sentence templates per category, highlight phrases and review texts, in the nine site
 * languages (us de es fr it jp nl pl se). Brand and model names (Voltline, VL-CC100, iPhone,
 * Lightning, USB-C...) stay as they are sold.
 */
/** Every site's language (one list for the whole codebase, kept with the texts). */
export const LANGS = LANGUAGES;
export type CatalogueLang = (typeof LANGS)[number];
export type T9 = Record<CatalogueLang, string>;

export const t9 = (us: string, de: string, es: string, fr: string, it: string, jp: string, nl: string, pl: string, se: string): T9 => ({
  us, de, es, fr, it, jp, nl, pl, se,
});

export const CATEGORY_TEXTS: Record<string, { name: T9; description: T9 }> = {
  cables: {
    name: t9('Cables', 'Kabel', 'Cables', 'Câbles', 'Cavi', 'ケーブル', 'Kabels', 'Kable', 'Kablar'),
    description: t9(
      'Braided USB-C, Lightning and micro-USB cables that charge fast and survive daily bending.',
      'Geflochtene USB-C-, Lightning- und Micro-USB-Kabel, die schnell laden und tägliches Biegen aushalten.',
      'Cables trenzados USB-C, Lightning y micro-USB que cargan rápido y aguantan el uso diario.',
      'Câbles tressés USB-C, Lightning et micro-USB qui chargent vite et résistent aux torsions du quotidien.',
      'Cavi intrecciati USB-C, Lightning e micro-USB che caricano velocemente e resistono alle pieghe di ogni giorno.',
      '毎日の曲げにも耐え、すばやく充電できる編み込み USB-C・Lightning・micro-USB ケーブル。',
      'Gevlochten USB-C-, Lightning- en micro-USB-kabels die snel laden en dagelijks buigen doorstaan.',
      'Oplatane kable USB-C, Lightning i micro-USB, które szybko ładują i znoszą codzienne zginanie.',
      'Flätade USB-C-, Lightning- och micro-USB-kablar som laddar snabbt och tål daglig böjning.',
    ),
  },
  chargers: {
    name: t9('Chargers', 'Ladegeräte', 'Cargadores', 'Chargeurs', 'Caricatori', '充電器', 'Opladers', 'Ładowarki', 'Laddare'),
    description: t9(
      'GaN wall chargers, car chargers and wireless pads that power a phone, a tablet and a laptop at once.',
      'GaN-Netzteile, Kfz-Ladegeräte und kabellose Ladepads, die Handy, Tablet und Laptop gleichzeitig laden.',
      'Cargadores GaN de pared, de coche e inalámbricos que cargan a la vez el móvil, la tableta y el portátil.',
      'Chargeurs secteur GaN, chargeurs de voiture et socles sans fil pour recharger téléphone, tablette et portable en même temps.',
      'Caricatori da muro GaN, da auto e wireless che alimentano insieme telefono, tablet e portatile.',
      'スマホ・タブレット・ノートPCを同時に充電できる GaN 充電器、カーチャージャー、ワイヤレス充電パッド。',
      'GaN-wandladers, autoladers en draadloze laadpads die telefoon, tablet en laptop tegelijk opladen.',
      'Ładowarki sieciowe GaN, samochodowe i bezprzewodowe, które zasilą jednocześnie telefon, tablet i laptop.',
      'GaN-väggladdare, billaddare och trådlösa laddplattor som laddar mobil, surfplatta och dator samtidigt.',
    ),
  },
  adapters: {
    name: t9('Adapters', 'Adapter', 'Adaptadores', 'Adaptateurs', 'Adattatori', 'アダプター', 'Adapters', 'Przejściówki', 'Adaptrar'),
    description: t9(
      'Adapters and hubs that connect USB-C laptops and phones to screens, memory cards and older accessories.',
      'Adapter und Hubs, die USB-C-Laptops und -Handys mit Bildschirmen, Speicherkarten und älterem Zubehör verbinden.',
      'Adaptadores y hubs que conectan portátiles y móviles USB-C a pantallas, tarjetas de memoria y accesorios antiguos.',
      'Adaptateurs et hubs pour relier portables et téléphones USB-C aux écrans, cartes mémoire et anciens accessoires.',
      'Adattatori e hub che collegano portatili e telefoni USB-C a schermi, schede di memoria e accessori meno recenti.',
      'USB-C のノートPCやスマホを、ディスプレイ・メモリーカード・従来のアクセサリーにつなぐアダプターとハブ。',
      'Adapters en hubs die USB-C-laptops en -telefoons verbinden met schermen, geheugenkaarten en oudere accessoires.',
      'Przejściówki i huby łączące laptopy i telefony USB-C z monitorami, kartami pamięci i starszymi akcesoriami.',
      'Adaptrar och hubbar som kopplar USB-C-datorer och mobiler till skärmar, minneskort och äldre tillbehör.',
    ),
  },
  stands: {
    name: t9('Stands', 'Ständer', 'Soportes', 'Supports', 'Supporti', 'スタンド', 'Standaards', 'Podstawki', 'Ställ'),
    description: t9(
      'Aluminium stands for phones, tablets and laptops, for video calls, recipes and a healthier desk posture.',
      'Aluminiumständer für Handy, Tablet und Laptop: für Videocalls, Rezepte und eine gesündere Haltung am Schreibtisch.',
      'Soportes de aluminio para móvil, tableta y portátil: videollamadas, recetas y una postura más sana en el escritorio.',
      'Supports en aluminium pour téléphone, tablette et ordinateur portable : visio, recettes et meilleure posture au bureau.',
      'Supporti in alluminio per telefono, tablet e portatile: videochiamate, ricette e una postura più sana alla scrivania.',
      'ビデオ通話やレシピ表示、デスクでの姿勢改善に役立つ、スマホ・タブレット・ノートPC用アルミスタンド。',
      'Aluminium standaards voor telefoon, tablet en laptop: voor videobellen, recepten en een gezondere houding aan je bureau.',
      'Aluminiowe podstawki pod telefon, tablet i laptop: do wideorozmów, przepisów i zdrowszej postawy przy biurku.',
      'Ställ i aluminium för mobil, surfplatta och dator: för videosamtal, recept och en skönare arbetsställning.',
    ),
  },
};

export const COLOURS: Record<string, T9> = {
  black: t9('Black', 'Schwarz', 'Negro', 'Noir', 'Nero', 'ブラック', 'Zwart', 'Czarny', 'Svart'),
  white: t9('White', 'Weiß', 'Blanco', 'Blanc', 'Bianco', 'ホワイト', 'Wit', 'Biały', 'Vit'),
  grey: t9('Space grey', 'Spacegrau', 'Gris espacial', 'Gris sidéral', 'Grigio siderale', 'スペースグレイ', 'Spacegrijs', 'Gwiezdna szarość', 'Rymdgrå'),
  red: t9('Red', 'Rot', 'Rojo', 'Rouge', 'Rosso', 'レッド', 'Rood', 'Czerwony', 'Röd'),
  silver: t9('Silver', 'Silber', 'Plata', 'Argent', 'Argento', 'シルバー', 'Zilver', 'Srebrny', 'Silver'),
};

/** "A to B cable, length" in each language; {a} {b} are connector names, {len} a formatted length. */
export const CABLE_NAME = t9(
  '{a} to {b} Cable, {len}',
  '{a} auf {b} Kabel, {len}',
  'Cable {a} a {b}, {len}',
  'Câble {a} vers {b}, {len}',
  'Cavo da {a} a {b}, {len}',
  '{a} - {b} ケーブル {len}',
  '{a} naar {b} kabel, {len}',
  'Kabel {a} do {b}, {len}',
  '{a} till {b}-kabel, {len}',
);

/** What a cable's far end charges, by connector: the one-line summary of a cable ({w} = watts). */
export const CABLE_SUMMARY: Record<string, T9> = {
  'usb-c': t9(
    'Charges USB-C phones, tablets and laptops at up to {w} W and syncs data.',
    'Lädt USB-C-Handys, -Tablets und -Laptops mit bis zu {w} W und überträgt Daten.',
    'Carga móviles, tabletas y portátiles USB-C hasta {w} W y sincroniza datos.',
    'Recharge téléphones, tablettes et portables USB-C jusqu’à {w} W et synchronise vos données.',
    'Ricarica telefoni, tablet e portatili USB-C fino a {w} W e sincronizza i dati.',
    'USB-C のスマホ・タブレット・ノートPCを最大 {w} W で充電、データ転送にも対応。',
    'Laadt USB-C-telefoons, -tablets en -laptops op met maximaal {w} W en synchroniseert data.',
    'Ładuje telefony, tablety i laptopy USB-C z mocą do {w} W i przesyła dane.',
    'Laddar USB-C-mobiler, surfplattor och datorer med upp till {w} W och synkar data.',
  ),
  lightning: t9(
    'Charges iPhone, iPad and AirPods at up to {w} W; MFi certified, so no "accessory not supported" alerts.',
    'Lädt iPhone, iPad und AirPods mit bis zu {w} W; MFi-zertifiziert, also keine Meldung „Zubehör nicht unterstützt“.',
    'Carga iPhone, iPad y AirPods hasta {w} W; con certificación MFi, sin avisos de «accesorio no compatible».',
    'Recharge iPhone, iPad et AirPods jusqu’à {w} W ; certifié MFi, sans alerte « accessoire non pris en charge ».',
    'Ricarica iPhone, iPad e AirPods fino a {w} W; certificato MFi, senza avvisi di «accessorio non supportato».',
    'iPhone・iPad・AirPods を最大 {w} W で充電。MFi 認証済みで「アクセサリは未対応」の警告が出ません。',
    'Laadt iPhone, iPad en AirPods op met maximaal {w} W; MFi-gecertificeerd, dus geen melding "accessoire niet ondersteund".',
    'Ładuje iPhone’a, iPada i AirPods z mocą do {w} W; certyfikat MFi, więc bez komunikatu „akcesorium nieobsługiwane”.',
    'Laddar iPhone, iPad och AirPods med upp till {w} W; MFi-certifierad, så inga varningar om "tillbehöret stöds inte".',
  ),
  'micro-usb': t9(
    'Charges micro-USB phones, speakers, e-readers and controllers at up to {w} W.',
    'Lädt Micro-USB-Handys, Lautsprecher, E-Reader und Controller mit bis zu {w} W.',
    'Carga móviles, altavoces, e-readers y mandos micro-USB hasta {w} W.',
    'Recharge téléphones, enceintes, liseuses et manettes micro-USB jusqu’à {w} W.',
    'Ricarica telefoni, casse, e-reader e controller micro-USB fino a {w} W.',
    'micro-USB のスマホ・スピーカー・電子書籍リーダー・コントローラーを最大 {w} W で充電。',
    'Laadt micro-USB-telefoons, speakers, e-readers en controllers op met maximaal {w} W.',
    'Ładuje telefony, głośniki, czytniki i pady micro-USB z mocą do {w} W.',
    'Laddar micro-USB-mobiler, högtalare, läsplattor och handkontroller med upp till {w} W.',
  ),
};

/** The description of every cable ({len} = length, {colour} = colour name). */
export const CABLE_DESCRIPTION = t9(
  'A double-braided nylon jacket over tinned copper wires, aluminium plug housings and strain relief tested to 20,000 bends. At {len}, in {colour}, it comes with a reusable leather strap so it stays tidy in a bag.',
  'Doppelt geflochtener Nylonmantel über verzinnten Kupferadern, Steckergehäuse aus Aluminium und ein Knickschutz, getestet mit 20.000 Biegungen. {len} lang, in {colour}, mit wiederverwendbarem Lederband, damit es in der Tasche ordentlich bleibt.',
  'Funda de nailon con doble trenzado sobre hilos de cobre estañado, conectores con carcasa de aluminio y protección probada con 20.000 dobleces. Mide {len}, en color {colour}, e incluye una correa de cuero reutilizable para llevarlo ordenado.',
  'Gaine en nylon à double tressage sur des fils de cuivre étamé, embouts en aluminium et renfort testé sur 20 000 pliages. Longueur {len}, coloris {colour}, livré avec une attache en cuir réutilisable pour rester bien rangé dans un sac.',
  'Guaina in nylon a doppia treccia su fili di rame stagnato, connettori in alluminio e protezione testata per 20.000 piegature. Lungo {len}, colore {colour}, con un laccio in pelle riutilizzabile per tenerlo in ordine nella borsa.',
  'すずめっき銅線を二重編みナイロンで包み、アルミ製コネクタと 20,000 回の屈曲試験をクリアした根元補強を採用。長さ {len}、カラーは{colour}。バッグの中でも絡まない再利用可能なレザーストラップ付き。',
  'Dubbel gevlochten nylon mantel over vertinde koperdraden, aluminium stekkerbehuizingen en een knikbescherming getest met 20.000 buigingen. {len} lang, in {colour}, met een herbruikbaar leren bandje zodat hij netjes in je tas blijft.',
  'Podwójnie oplatany nylonem przewód z cynowanej miedzi, aluminiowe obudowy wtyków i odgiętki przetestowane na 20 000 zgięć. Długość {len}, kolor {colour}, z wielorazowym skórzanym paskiem, dzięki któremu nie plącze się w torbie.',
  'Dubbelflätad nylonmantel över förtennade kopparledare, kontakthöljen i aluminium och ett böjskydd testat för 20 000 böjningar. {len} lång, i färgen {colour}, med en återanvändbar läderrem så att den håller ordning i väskan.',
);

/** Shared highlight phrases; products list the keys they have. */
export const HIGHLIGHTS: Record<string, T9> = {
  braided: t9('Double-braided nylon, tested to 20,000 bends', 'Doppelt geflochtenes Nylon, 20.000 Biegungen getestet', 'Nailon con doble trenzado, probado con 20.000 dobleces', 'Nylon double tressage, testé sur 20 000 pliages', 'Nylon a doppia treccia, testato per 20.000 piegature', '二重編みナイロン、20,000 回の屈曲試験済み', 'Dubbel gevlochten nylon, getest met 20.000 buigingen', 'Podwójny oplot nylonowy, 20 000 zgięć w testach', 'Dubbelflätad nylon, testad för 20 000 böjningar'),
  qc3: t9('Quick Charge 3.0 compatible', 'Kompatibel mit Quick Charge 3.0', 'Compatible con Quick Charge 3.0', 'Compatible Quick Charge 3.0', 'Compatibile con Quick Charge 3.0', 'Quick Charge 3.0 対応', 'Geschikt voor Quick Charge 3.0', 'Zgodny z Quick Charge 3.0', 'Kompatibel med Quick Charge 3.0'),
  qc2: t9('Quick Charge 2.0 compatible', 'Kompatibel mit Quick Charge 2.0', 'Compatible con Quick Charge 2.0', 'Compatible Quick Charge 2.0', 'Compatibile con Quick Charge 2.0', 'Quick Charge 2.0 対応', 'Geschikt voor Quick Charge 2.0', 'Zgodny z Quick Charge 2.0', 'Kompatibel med Quick Charge 2.0'),
  emarker: t9('E-marker chip for 100 W / 5 A laptops', 'E-Marker-Chip für 100-W-/5-A-Laptops', 'Chip e-marker para portátiles de 100 W / 5 A', 'Puce e-marker pour ordinateurs 100 W / 5 A', 'Chip e-marker per portatili da 100 W / 5 A', '100 W / 5 A 対応の e-marker チップ搭載', 'E-marker-chip voor laptops van 100 W / 5 A', 'Układ e-marker dla laptopów 100 W / 5 A', 'E-marker-chip för datorer på 100 W / 5 A'),
  pd: t9('USB Power Delivery fast charging', 'Schnellladen mit USB Power Delivery', 'Carga rápida USB Power Delivery', 'Charge rapide USB Power Delivery', 'Ricarica rapida USB Power Delivery', 'USB Power Delivery 急速充電', 'Snelladen met USB Power Delivery', 'Szybkie ładowanie USB Power Delivery', 'Snabbladdning med USB Power Delivery'),
  mfi: t9('Apple MFi certified', 'Apple-MFi-zertifiziert', 'Certificado MFi de Apple', 'Certifié MFi par Apple', 'Certificato Apple MFi', 'Apple MFi 認証', 'Apple MFi-gecertificeerd', 'Certyfikat Apple MFi', 'Apple MFi-certifierad'),
  gan: t9('GaN: a third smaller than silicon chargers', 'GaN: ein Drittel kleiner als Silizium-Ladegeräte', 'GaN: un tercio más pequeño que los de silicio', 'GaN : un tiers plus petit qu’un chargeur silicium', 'GaN: un terzo più piccolo dei caricatori al silicio', 'GaN 採用でシリコン充電器より 3 分の 1 小型', 'GaN: een derde kleiner dan siliciumladers', 'GaN: o jedną trzecią mniejsza od ładowarek krzemowych', 'GaN: en tredjedel mindre än kiselladdare'),
  foldable: t9('Foldable plug', 'Klappbarer Stecker', 'Clavija plegable', 'Fiche repliable', 'Spina pieghevole', '折りたたみ式プラグ', 'Inklapbare stekker', 'Składana wtyczka', 'Fällbar kontakt'),
  safety: t9('Protection against overheating, overcurrent and short circuits', 'Schutz vor Überhitzung, Überstrom und Kurzschluss', 'Protección contra sobrecalentamiento, sobrecorriente y cortocircuitos', 'Protection contre la surchauffe, les surintensités et les courts-circuits', 'Protezione da surriscaldamento, sovracorrente e cortocircuito', '過熱・過電流・ショート保護機能', 'Bescherming tegen oververhitting, overstroom en kortsluiting', 'Ochrona przed przegrzaniem, przeciążeniem i zwarciem', 'Skydd mot överhettning, överström och kortslutning'),
  multiport: t9('Shares power smartly between ports', 'Verteilt die Leistung intelligent auf die Anschlüsse', 'Reparte la potencia de forma inteligente entre puertos', 'Répartit intelligemment la puissance entre les ports', 'Distribuisce la potenza in modo intelligente tra le porte', '接続機器に合わせて出力を自動配分', 'Verdeelt het vermogen slim over de poorten', 'Inteligentnie dzieli moc między porty', 'Fördelar effekten smart mellan portarna'),
  qi: t9('Qi certified wireless charging', 'Qi-zertifiziertes kabelloses Laden', 'Carga inalámbrica con certificación Qi', 'Charge sans fil certifiée Qi', 'Ricarica wireless certificata Qi', 'Qi 認証ワイヤレス充電', 'Qi-gecertificeerd draadloos laden', 'Certyfikowane ładowanie bezprzewodowe Qi', 'Qi-certifierad trådlös laddning'),
  case: t9('Charges through cases up to 5 mm', 'Lädt durch Hüllen bis 5 mm', 'Carga a través de fundas de hasta 5 mm', 'Recharge à travers une coque jusqu’à 5 mm', 'Ricarica attraverso cover fino a 5 mm', '厚さ 5 mm までのケース越しに充電', 'Laadt door hoesjes tot 5 mm', 'Ładuje przez etui do 5 mm', 'Laddar genom skal upp till 5 mm'),
  hdmi4k: t9('4K HDMI at 60 Hz', '4K-HDMI mit 60 Hz', 'HDMI 4K a 60 Hz', 'HDMI 4K à 60 Hz', 'HDMI 4K a 60 Hz', '4K・60 Hz の HDMI 出力', '4K HDMI op 60 Hz', 'HDMI 4K przy 60 Hz', '4K HDMI i 60 Hz'),
  passthrough: t9('100 W pass-through charging', '100 W Durchleitung zum Laden', 'Carga passthrough de 100 W', 'Recharge traversante 100 W', 'Ricarica passthrough da 100 W', '100 W パススルー充電', '100 W doorlaadfunctie', 'Ładowanie przelotowe 100 W', '100 W genomladdning'),
  otg: t9('USB OTG: works with phones and laptops', 'USB OTG: funktioniert mit Handy und Laptop', 'USB OTG: funciona con móviles y portátiles', 'USB OTG : fonctionne avec téléphones et portables', 'USB OTG: funziona con telefoni e portatili', 'USB OTG 対応:スマホでもノートPCでも使用可能', 'USB OTG: werkt met telefoons en laptops', 'USB OTG: działa z telefonami i laptopami', 'USB OTG: fungerar med mobiler och datorer'),
  aluminium: t9('Anodised aluminium, non-slip silicone pads', 'Eloxiertes Aluminium, rutschfeste Silikonpads', 'Aluminio anodizado, almohadillas antideslizantes de silicona', 'Aluminium anodisé, patins antidérapants en silicone', 'Alluminio anodizzato, gommini antiscivolo in silicone', '陽極酸化アルミ、滑り止めシリコンパッド付き', 'Geanodiseerd aluminium, antislip siliconen pads', 'Anodowane aluminium, antypoślizgowe podkładki silikonowe', 'Anodiserad aluminium, halkfria silikonkuddar'),
  adjustable: t9('Adjustable height and angle', 'Höhe und Neigung verstellbar', 'Altura y ángulo regulables', 'Hauteur et inclinaison réglables', 'Altezza e inclinazione regolabili', '高さと角度を調整可能', 'Verstelbare hoogte en hoek', 'Regulowana wysokość i kąt', 'Justerbar höjd och vinkel'),
  portable: t9('Folds flat for travel', 'Flach zusammenklappbar für unterwegs', 'Se pliega en plano para viajar', 'Se replie à plat pour voyager', 'Si ripiega piatto per i viaggi', '薄く折りたためて持ち運びに便利', 'Plat opvouwbaar voor onderweg', 'Składa się na płasko w podróż', 'Fälls ihop platt för resan'),
  hires: t9('Hi-res DAC chip for calls and music', 'Hi-Res-DAC-Chip für Anrufe und Musik', 'Chip DAC de alta resolución para llamadas y música', 'Puce DAC haute résolution pour appels et musique', 'Chip DAC ad alta risoluzione per chiamate e musica', '通話と音楽に対応するハイレゾ DAC チップ', 'Hi-res DAC-chip voor gesprekken en muziek', 'Układ DAC hi-res do rozmów i muzyki', 'Hi-res DAC-chip för samtal och musik'),
  compact: t9('Pocket-sized', 'Passt in jede Hosentasche', 'Cabe en el bolsillo', 'Tient dans une poche', 'Sta in tasca', 'ポケットサイズ', 'Past in je broekzak', 'Mieści się w kieszeni', 'Får plats i fickan'),
};

/**
 * Texts of the products that are not cables (whose texts are built from templates): name and
 * one-line summary, by model.
 */
export const PRODUCT_TEXTS: Record<string, { name: T9; summary: T9 }> = {
  'VL-GAN30': {
    name: t9('Nano 30W USB-C Charger', 'Nano 30W USB-C-Ladegerät', 'Cargador USB-C Nano 30W', 'Chargeur USB-C Nano 30W', 'Caricatore USB-C Nano 30W', 'Nano 30W USB-C 充電器', 'Nano 30W USB-C-oplader', 'Ładowarka USB-C Nano 30W', 'Nano 30W USB-C-laddare'),
    summary: t9('Fast-charges an iPhone to 50% in 30 minutes and powers a MacBook Air, in a plug the size of a sugar cube.', 'Lädt ein iPhone in 30 Minuten auf 50 % und versorgt ein MacBook Air – in einem Stecker so groß wie ein Zuckerwürfel.', 'Carga un iPhone al 50 % en 30 minutos y alimenta un MacBook Air, en un enchufe del tamaño de un terrón de azúcar.', 'Recharge un iPhone à 50 % en 30 minutes et alimente un MacBook Air, dans un bloc grand comme un sucre.', 'Ricarica un iPhone al 50% in 30 minuti e alimenta un MacBook Air, in una spina grande come una zolletta di zucchero.', '角砂糖ほどのサイズで iPhone を 30 分で 50% まで充電、MacBook Air にも給電。', 'Laadt een iPhone in 30 minuten tot 50% en voedt een MacBook Air, in een stekker zo groot als een suikerklontje.', 'Ładuje iPhone’a do 50% w 30 minut i zasila MacBooka Air, a jest wielkości kostki cukru.', 'Laddar en iPhone till 50 % på 30 minuter och driver en MacBook Air, i en kontakt stor som en sockerbit.'),
  },
  'VL-GAN65': {
    name: t9('GaN 65W 3-Port Charger', 'GaN 65W Ladegerät mit 3 Anschlüssen', 'Cargador GaN 65W de 3 puertos', 'Chargeur GaN 65W 3 ports', 'Caricatore GaN 65W a 3 porte', 'GaN 65W 3 ポート充電器', 'GaN 65W oplader met 3 poorten', 'Ładowarka GaN 65W z 3 portami', 'GaN 65W laddare med 3 portar'),
    summary: t9('Two USB-C ports and one USB-A: a laptop, a phone and earbuds from one socket.', 'Zwei USB-C-Anschlüsse und ein USB-A: Laptop, Handy und Kopfhörer an einer Steckdose.', 'Dos puertos USB-C y uno USB-A: portátil, móvil y auriculares desde un solo enchufe.', 'Deux ports USB-C et un USB-A : portable, téléphone et écouteurs sur une seule prise.', 'Due porte USB-C e una USB-A: portatile, telefono e auricolari da una sola presa.', 'USB-C×2 と USB-A×1。ノートPC・スマホ・イヤホンをコンセント 1 つで充電。', 'Twee USB-C-poorten en één USB-A: laptop, telefoon en oordopjes uit één stopcontact.', 'Dwa porty USB-C i jeden USB-A: laptop, telefon i słuchawki z jednego gniazdka.', 'Två USB-C-portar och en USB-A: dator, mobil och hörlurar från ett uttag.'),
  },
  'VL-GAN100': {
    name: t9('GaN 100W 4-Port Desktop Charger', 'GaN 100W Tischladegerät mit 4 Anschlüssen', 'Cargador de escritorio GaN 100W de 4 puertos', 'Chargeur de bureau GaN 100W 4 ports', 'Caricatore da scrivania GaN 100W a 4 porte', 'GaN 100W 4 ポート デスクトップ充電器', 'GaN 100W bureaulader met 4 poorten', 'Ładowarka biurkowa GaN 100W z 4 portami', 'GaN 100W skrivbordsladdare med 4 portar'),
    summary: t9('Replaces every charger on your desk: 100 W for a MacBook Pro, with three more ports to spare.', 'Ersetzt alle Ladegeräte auf dem Schreibtisch: 100 W für ein MacBook Pro und drei weitere Anschlüsse.', 'Sustituye a todos los cargadores de tu mesa: 100 W para un MacBook Pro y tres puertos más.', 'Remplace tous les chargeurs de votre bureau : 100 W pour un MacBook Pro et trois ports de plus.', 'Sostituisce tutti i caricatori sulla scrivania: 100 W per un MacBook Pro e altre tre porte.', 'デスクの充電器をこれ 1 台に。MacBook Pro に 100 W、さらに 3 ポート。', 'Vervangt alle laders op je bureau: 100 W voor een MacBook Pro en nog drie poorten over.', 'Zastąpi wszystkie ładowarki na biurku: 100 W dla MacBooka Pro i trzy porty w zapasie.', 'Ersätter alla laddare på skrivbordet: 100 W till en MacBook Pro och tre portar till.'),
  },
  'VL-CAR48': {
    name: t9('48W Dual-Port Car Charger', '48W Kfz-Ladegerät mit 2 Anschlüssen', 'Cargador de coche 48W de 2 puertos', 'Chargeur voiture 48W 2 ports', 'Caricatore da auto 48W a 2 porte', '48W 2 ポート カーチャージャー', '48W autolader met 2 poorten', 'Ładowarka samochodowa 48W z 2 portami', '48W billaddare med 2 portar'),
    summary: t9('USB-C and USB-A in the 12/24 V socket: navigation and a passenger’s phone charge at full speed.', 'USB-C und USB-A für die 12/24-V-Buchse: Navi und Beifahrerhandy laden mit voller Geschwindigkeit.', 'USB-C y USB-A para la toma de 12/24 V: el navegador y el móvil del copiloto cargan a toda velocidad.', 'USB-C et USB-A sur la prise 12/24 V : GPS et téléphone du passager chargent à pleine vitesse.', 'USB-C e USB-A nella presa da 12/24 V: navigatore e telefono del passeggero si caricano alla massima velocità.', '12/24 V ソケットに USB-C と USB-A。ナビも同乗者のスマホもフルスピードで充電。', 'USB-C en USB-A in de 12/24V-aansluiting: navigatie en de telefoon van je passagier laden op volle snelheid.', 'USB-C i USB-A do gniazda 12/24 V: nawigacja i telefon pasażera ładują się z pełną prędkością.', 'USB-C och USB-A i 12/24 V-uttaget: navigering och passagerarens mobil laddar i full fart.'),
  },
  'VL-PAD15': {
    name: t9('15W Wireless Charging Pad', '15W Kabelloses Ladepad', 'Base de carga inalámbrica 15W', 'Chargeur à induction 15W', 'Base di ricarica wireless 15W', '15W ワイヤレス充電パッド', '15W draadloze oplaadpad', 'Ładowarka indukcyjna 15W', '15W trådlös laddplatta'),
    summary: t9('Put the phone down, it charges: up to 15 W for Android, 7.5 W for iPhone, with a soft sleep-friendly LED.', 'Handy ablegen, es lädt: bis 15 W für Android, 7,5 W für iPhone, mit dezenter LED fürs Schlafzimmer.', 'Deja el móvil y se carga: hasta 15 W en Android y 7,5 W en iPhone, con un LED suave que no molesta al dormir.', 'Posez le téléphone, il se recharge : jusqu’à 15 W pour Android, 7,5 W pour iPhone, avec une LED discrète la nuit.', 'Appoggia il telefono e si carica: fino a 15 W per Android, 7,5 W per iPhone, con un LED discreto per la notte.', '置くだけで充電。Android は最大 15 W、iPhone は 7.5 W。寝室でも気にならない控えめな LED。', 'Leg je telefoon neer en hij laadt: tot 15 W voor Android, 7,5 W voor iPhone, met een zacht ledje voor de slaapkamer.', 'Odłóż telefon i już się ładuje: do 15 W dla Androida, 7,5 W dla iPhone’a, z dyskretną diodą do sypialni.', 'Lägg ner mobilen så laddar den: upp till 15 W för Android, 7,5 W för iPhone, med en diskret lampa för sovrummet.'),
  },
  'VL-AD-CA2': {
    name: t9('USB-C to USB-A Adapter, 2-Pack', 'USB-C auf USB-A Adapter, 2er-Pack', 'Adaptador USB-C a USB-A, pack de 2', 'Adaptateur USB-C vers USB-A, lot de 2', 'Adattatore da USB-C a USB-A, confezione da 2', 'USB-C - USB-A 変換アダプター 2 個セット', 'USB-C naar USB-A adapter, 2 stuks', 'Przejściówka USB-C do USB-A, 2 szt.', 'USB-C till USB-A-adapter, 2-pack'),
    summary: t9('Plug USB sticks, keyboards and mice into a USB-C laptop or phone at 5 Gbit/s.', 'USB-Sticks, Tastaturen und Mäuse mit 5 Gbit/s an USB-C-Laptop oder -Handy anschließen.', 'Conecta memorias USB, teclados y ratones a un portátil o móvil USB-C a 5 Gbit/s.', 'Branchez clés USB, claviers et souris sur un portable ou un téléphone USB-C à 5 Gbit/s.', 'Collega chiavette, tastiere e mouse a un portatile o telefono USB-C a 5 Gbit/s.', 'USB メモリ・キーボード・マウスを USB-C のノートPCやスマホに 5 Gbit/s で接続。', 'Sluit USB-sticks, toetsenborden en muizen met 5 Gbit/s aan op een USB-C-laptop of -telefoon.', 'Podłącz pendrive’y, klawiatury i myszy do laptopa lub telefonu USB-C z prędkością 5 Gbit/s.', 'Koppla USB-minnen, tangentbord och möss till en USB-C-dator eller mobil i 5 Gbit/s.'),
  },
  'VL-AD-MC': {
    name: t9('Micro-USB to USB-C Adapter, 3-Pack', 'Micro-USB auf USB-C Adapter, 3er-Pack', 'Adaptador micro-USB a USB-C, pack de 3', 'Adaptateur micro-USB vers USB-C, lot de 3', 'Adattatore da micro-USB a USB-C, confezione da 3', 'micro-USB - USB-C 変換アダプター 3 個セット', 'Micro-USB naar USB-C adapter, 3 stuks', 'Przejściówka micro-USB do USB-C, 3 szt.', 'Micro-USB till USB-C-adapter, 3-pack'),
    summary: t9('Keeps your old micro-USB cables useful with new USB-C phones and earbuds.', 'Damit alte Micro-USB-Kabel auch an neuen USB-C-Handys und -Kopfhörern nützlich bleiben.', 'Tus cables micro-USB de siempre, útiles con los nuevos móviles y auriculares USB-C.', 'Vos anciens câbles micro-USB restent utiles avec les nouveaux téléphones et écouteurs USB-C.', 'I vecchi cavi micro-USB restano utili con i nuovi telefoni e auricolari USB-C.', '手持ちの micro-USB ケーブルを新しい USB-C のスマホやイヤホンで活用。', 'Houd je oude micro-USB-kabels bruikbaar voor nieuwe USB-C-telefoons en oordopjes.', 'Stare kable micro-USB przydadzą się do nowych telefonów i słuchawek USB-C.', 'Gör dina gamla micro-USB-kablar användbara med nya USB-C-mobiler och hörlurar.'),
  },
  'VL-HUB7': {
    name: t9('7-in-1 USB-C Hub', '7-in-1 USB-C-Hub', 'Hub USB-C 7 en 1', 'Hub USB-C 7 en 1', 'Hub USB-C 7 in 1', '7-in-1 USB-C ハブ', '7-in-1 USB-C-hub', 'Hub USB-C 7 w 1', '7-i-1 USB-C-hubb'),
    summary: t9('HDMI 4K, two USB-A, SD and microSD readers and 100 W charging through one USB-C port.', 'HDMI 4K, zwei USB-A, SD- und microSD-Leser und 100 W Laden über einen USB-C-Anschluss.', 'HDMI 4K, dos USB-A, lectores SD y microSD y carga de 100 W por un solo puerto USB-C.', 'HDMI 4K, deux USB-A, lecteurs SD et microSD et charge 100 W via un seul port USB-C.', 'HDMI 4K, due USB-A, lettori SD e microSD e ricarica da 100 W da una sola porta USB-C.', 'USB-C ポート 1 つで HDMI 4K、USB-A×2、SD/microSD リーダー、100 W 充電。', 'HDMI 4K, twee USB-A, SD- en microSD-lezer en 100 W laden via één USB-C-poort.', 'HDMI 4K, dwa USB-A, czytniki SD i microSD oraz ładowanie 100 W przez jeden port USB-C.', 'HDMI 4K, två USB-A, SD- och microSD-läsare och 100 W laddning via en USB-C-port.'),
  },
  'VL-AD-HDMI': {
    name: t9('USB-C to HDMI 4K Adapter', 'USB-C auf HDMI 4K Adapter', 'Adaptador USB-C a HDMI 4K', 'Adaptateur USB-C vers HDMI 4K', 'Adattatore da USB-C a HDMI 4K', 'USB-C - HDMI 4K 変換アダプター', 'USB-C naar HDMI 4K adapter', 'Przejściówka USB-C do HDMI 4K', 'USB-C till HDMI 4K-adapter'),
    summary: t9('Mirror or extend a laptop, tablet or phone to a TV or monitor in 4K at 60 Hz.', 'Laptop, Tablet oder Handy in 4K mit 60 Hz auf Fernseher oder Monitor spiegeln oder erweitern.', 'Duplica o amplía la pantalla del portátil, tableta o móvil en una TV o monitor en 4K a 60 Hz.', 'Dupliquez ou étendez l’écran d’un portable, d’une tablette ou d’un téléphone sur une TV ou un moniteur en 4K à 60 Hz.', 'Duplica o estendi lo schermo di portatile, tablet o telefono su TV o monitor in 4K a 60 Hz.', 'ノートPC・タブレット・スマホの画面をテレビやモニターに 4K・60 Hz で出力。', 'Spiegel of verleng je laptop, tablet of telefoon naar een tv of monitor in 4K op 60 Hz.', 'Powiel lub rozszerz ekran laptopa, tabletu czy telefonu na telewizor lub monitor w 4K przy 60 Hz.', 'Spegla eller utöka datorns, surfplattans eller mobilens skärm till tv eller skärm i 4K med 60 Hz.'),
  },
  'VL-AD-AUX': {
    name: t9('USB-C to 3.5 mm Headphone Adapter', 'USB-C auf 3,5-mm-Kopfhöreradapter', 'Adaptador de USB-C a auriculares de 3,5 mm', 'Adaptateur USB-C vers jack 3,5 mm', 'Adattatore da USB-C a jack per cuffie da 3,5 mm', 'USB-C - 3.5 mm ヘッドホン変換アダプター', 'USB-C naar 3,5 mm koptelefoonadapter', 'Przejściówka USB-C na słuchawki 3,5 mm', 'USB-C till 3,5 mm hörlursadapter'),
    summary: t9('Your favourite wired headphones on a phone without a jack, microphone and buttons included.', 'Die Lieblings-Kabelkopfhörer am Handy ohne Klinkenbuchse, inklusive Mikrofon und Tasten.', 'Tus auriculares con cable favoritos en un móvil sin jack, con micrófono y botones.', 'Vos écouteurs filaires préférés sur un téléphone sans prise jack, micro et boutons compris.', 'Le tue cuffie con filo preferite su un telefono senza jack, microfono e tasti compresi.', 'イヤホンジャックのないスマホでも、お気に入りの有線イヤホンをマイク・ボタンごと使用可能。', 'Je favoriete bedrade koptelefoon op een telefoon zonder aansluiting, inclusief microfoon en knoppen.', 'Ulubione słuchawki przewodowe w telefonie bez gniazda jack, z mikrofonem i przyciskami.', 'Dina favorithörlurar med sladd på en mobil utan uttag, mikrofon och knappar inräknade.'),
  },
  'VL-ST-AL': {
    name: t9('Adjustable Aluminium Phone Stand', 'Verstellbarer Handyständer aus Aluminium', 'Soporte de aluminio regulable para móvil', 'Support téléphone réglable en aluminium', 'Supporto regolabile in alluminio per telefono', 'アルミ製 角度調整スマホスタンド', 'Verstelbare aluminium telefoonstandaard', 'Regulowana aluminiowa podstawka pod telefon', 'Justerbart mobilställ i aluminium'),
    summary: t9('Holds any phone from 4 to 8 inches at eye level for calls, recipes and charging.', 'Hält jedes Handy von 4 bis 8 Zoll auf Augenhöhe – für Anrufe, Rezepte und zum Laden.', 'Sujeta cualquier móvil de 4 a 8 pulgadas a la altura de los ojos para llamadas, recetas y carga.', 'Tient tout téléphone de 4 à 8 pouces à hauteur des yeux pour les appels, les recettes et la recharge.', 'Regge qualsiasi telefono da 4 a 8 pollici all’altezza degli occhi per chiamate, ricette e ricarica.', '4〜8 インチのスマホを目線の高さに。通話・レシピ表示・充電に。', 'Houdt elke telefoon van 4 tot 8 inch op ooghoogte voor bellen, recepten en opladen.', 'Utrzyma każdy telefon od 4 do 8 cali na wysokości oczu: do rozmów, przepisów i ładowania.', 'Håller alla mobiler på 4 till 8 tum i ögonhöjd för samtal, recept och laddning.'),
  },
  'VL-ST-TAB': {
    name: t9('Tablet Stand for iPad and E-Readers', 'Tablet-Ständer für iPad und E-Reader', 'Soporte para tableta, iPad y e-reader', 'Support pour tablette, iPad et liseuse', 'Supporto per tablet, iPad ed e-reader', 'iPad・電子書籍リーダー用タブレットスタンド', 'Tabletstandaard voor iPad en e-readers', 'Podstawka pod tablet, iPada i czytnik', 'Ställ för surfplatta, iPad och läsplatta'),
    summary: t9('A heavy base that holds a 13-inch iPad steady while you draw, type or watch.', 'Ein schwerer Fuß, der ein 13-Zoll-iPad beim Zeichnen, Tippen oder Schauen ruhig hält.', 'Una base pesada que mantiene firme un iPad de 13 pulgadas mientras dibujas, escribes o ves series.', 'Une base lourde qui garde un iPad 13 pouces bien stable pour dessiner, écrire ou regarder.', 'Una base pesante che tiene fermo un iPad da 13 pollici mentre disegni, scrivi o guardi.', '重いベースで 13 インチ iPad もしっかり固定。お絵描き・タイピング・動画視聴に。', 'Een zware voet die een 13-inch iPad stevig vasthoudt terwijl je tekent, typt of kijkt.', 'Ciężka podstawa stabilnie trzyma 13-calowego iPada podczas rysowania, pisania i oglądania.', 'En tung fot som håller en 13-tums iPad stadigt när du ritar, skriver eller tittar.'),
  },
  'VL-ST-LAP': {
    name: t9('Ventilated Laptop Stand', 'Belüfteter Laptopständer', 'Soporte ventilado para portátil', 'Support ventilé pour ordinateur portable', 'Supporto ventilato per portatile', '放熱設計ノートPCスタンド', 'Geventileerde laptopstandaard', 'Wentylowana podstawka pod laptop', 'Ventilerat laptopställ'),
    summary: t9('Raises a 10- to 16-inch laptop by 15 cm and keeps it cool under load.', 'Hebt einen 10- bis 16-Zoll-Laptop um 15 cm an und hält ihn unter Last kühl.', 'Eleva 15 cm un portátil de 10 a 16 pulgadas y lo mantiene fresco cuando trabaja a fondo.', 'Surélève de 15 cm un portable de 10 à 16 pouces et le garde au frais sous charge.', 'Solleva di 15 cm un portatile da 10 a 16 pollici e lo mantiene fresco sotto carico.', '10〜16 インチのノートPCを 15 cm 持ち上げ、高負荷時も熱を逃がす。', 'Tilt een laptop van 10 tot 16 inch 15 cm op en houdt hem koel onder belasting.', 'Unosi laptopa 10–16 cali o 15 cm i chłodzi go pod obciążeniem.', 'Höjer en dator på 10 till 16 tum med 15 cm och håller den sval under belastning.'),
  },
  'VL-ST-3IN1': {
    name: t9('3-in-1 Wireless Charging Stand', '3-in-1 Kabellose Ladestation', 'Soporte de carga inalámbrica 3 en 1', 'Station de charge sans fil 3 en 1', 'Stazione di ricarica wireless 3 in 1', '3-in-1 ワイヤレス充電スタンド', '3-in-1 draadloos oplaadstation', 'Stacja ładowania bezprzewodowego 3 w 1', '3-i-1 trådlöst laddställ'),
    summary: t9('Phone, earbuds and watch on one stand, charged overnight from one adapter.', 'Handy, Kopfhörer und Uhr auf einem Ständer, über Nacht an einem Netzteil geladen.', 'Móvil, auriculares y reloj en un soporte, cargados durante la noche con un solo adaptador.', 'Téléphone, écouteurs et montre sur un seul support, rechargés la nuit avec un seul adaptateur.', 'Telefono, auricolari e orologio su un solo supporto, ricaricati di notte con un solo alimentatore.', 'スマホ・イヤホン・ウォッチを 1 台のスタンドで、アダプター 1 つで一晩充電。', 'Telefoon, oordopjes en horloge op één standaard, ’s nachts opgeladen met één adapter.', 'Telefon, słuchawki i zegarek na jednej stacji, ładowane przez noc z jednego zasilacza.', 'Mobil, hörlurar och klocka på ett ställ, laddade över natten från en adapter.'),
  },
};

/** The description of each non-cable category (one paragraph, shared by its products). */
export const CATEGORY_DESCRIPTION: Record<string, T9> = {
  chargers: t9(
    'Every Voltline charger negotiates the fastest safe speed with each device, watches its own temperature 1,000 times a second and is covered by our 12-month warranty, extended for life when you register it.',
    'Jedes Voltline-Ladegerät handelt mit jedem Gerät die schnellste sichere Geschwindigkeit aus, misst 1.000-mal pro Sekunde seine Temperatur und hat 12 Monate Garantie – lebenslang, wenn Sie es registrieren.',
    'Cada cargador Voltline negocia con cada dispositivo la velocidad más rápida y segura, controla su temperatura 1.000 veces por segundo y tiene 12 meses de garantía, de por vida si lo registras.',
    'Chaque chargeur Voltline négocie avec chaque appareil la vitesse la plus rapide en toute sécurité, surveille sa température 1 000 fois par seconde et bénéficie de 12 mois de garantie, à vie après enregistrement.',
    'Ogni caricatore Voltline concorda con ciascun dispositivo la velocità più alta in sicurezza, controlla la propria temperatura 1.000 volte al secondo ed è coperto da 12 mesi di garanzia, a vita se lo registri.',
    'Voltline の充電器は機器ごとに安全な最速の出力を自動で選び、1 秒間に 1,000 回温度を監視。12 か月保証付きで、製品登録すれば保証は生涯に延長されます。',
    'Elke Voltline-lader spreekt met elk apparaat de snelste veilige snelheid af, meet 1.000 keer per seconde zijn temperatuur en heeft 12 maanden garantie, levenslang als je hem registreert.',
    'Każda ładowarka Voltline uzgadnia z urządzeniem najszybszą bezpieczną prędkość, 1000 razy na sekundę sprawdza swoją temperaturę i ma 12 miesięcy gwarancji, dożywotnio po rejestracji.',
    'Varje Voltline-laddare förhandlar fram den snabbaste säkra hastigheten med varje enhet, kontrollerar sin temperatur 1 000 gånger per sekund och har 12 månaders garanti, livstid när du registrerar den.',
  ),
  adapters: t9(
    'Voltline adapters have aluminium shells that spread heat, gold-plated contacts and a tight fit that does not wobble in the port. Plug and play: no drivers on Windows, macOS, ChromeOS, iPadOS or Android.',
    'Voltline-Adapter haben Aluminiumgehäuse, die Wärme ableiten, vergoldete Kontakte und einen festen Sitz ohne Wackeln. Plug & Play: keine Treiber unter Windows, macOS, ChromeOS, iPadOS oder Android.',
    'Los adaptadores Voltline tienen carcasa de aluminio que disipa el calor, contactos chapados en oro y un ajuste firme que no baila en el puerto. Conectar y listo: sin drivers en Windows, macOS, ChromeOS, iPadOS ni Android.',
    'Les adaptateurs Voltline ont un boîtier en aluminium qui dissipe la chaleur, des contacts plaqués or et un maintien ferme dans le port. Prêts à l’emploi : aucun pilote sous Windows, macOS, ChromeOS, iPadOS ou Android.',
    'Gli adattatori Voltline hanno un guscio in alluminio che dissipa il calore, contatti placcati oro e un innesto saldo che non balla nella porta. Plug and play: nessun driver su Windows, macOS, ChromeOS, iPadOS o Android.',
    'Voltline のアダプターは放熱性の高いアルミ筐体と金メッキ端子を採用し、ポートにしっかり固定されてぐらつきません。Windows・macOS・ChromeOS・iPadOS・Android でドライバー不要。',
    'Voltline-adapters hebben een aluminium behuizing die warmte afvoert, vergulde contacten en een stevige pasvorm die niet wiebelt. Plug-and-play: geen drivers nodig op Windows, macOS, ChromeOS, iPadOS of Android.',
    'Przejściówki Voltline mają aluminiowe obudowy rozpraszające ciepło, pozłacane styki i pewne osadzenie bez luzów. Podłącz i działa: bez sterowników w Windows, macOS, ChromeOS, iPadOS i Androidzie.',
    'Voltline-adaptrar har aluminiumhölje som leder bort värme, guldpläterade kontakter och en fast passform som inte glappar. Koppla in och kör: inga drivrutiner i Windows, macOS, ChromeOS, iPadOS eller Android.',
  ),
  stands: t9(
    'Cut from one piece of anodised aluminium, weighted so it does not tip when you tap the screen, with silicone pads that protect your device and your desk. A cable channel keeps charging tidy.',
    'Aus einem Stück eloxiertem Aluminium gefertigt, so beschwert, dass nichts kippt, wenn Sie auf den Bildschirm tippen, mit Silikonpads, die Gerät und Schreibtisch schützen. Ein Kabelkanal hält das Laden ordentlich.',
    'Fabricado en una sola pieza de aluminio anodizado, con peso suficiente para no volcar al tocar la pantalla y almohadillas de silicona que protegen el dispositivo y la mesa. Un canal para el cable mantiene todo ordenado.',
    'Taillé dans une seule pièce d’aluminium anodisé, lesté pour ne pas basculer quand vous touchez l’écran, avec des patins en silicone qui protègent l’appareil et le bureau. Un passe-câble garde la recharge bien rangée.',
    'Ricavato da un unico blocco di alluminio anodizzato, zavorrato per non ribaltarsi quando tocchi lo schermo, con gommini in silicone che proteggono dispositivo e scrivania. Un passacavo tiene in ordine la ricarica.',
    '一枚の陽極酸化アルミから削り出し、画面をタップしても倒れない重さを確保。シリコンパッドが機器とデスクを保護し、ケーブルガイドで充電中もすっきり。',
    'Uit één stuk geanodiseerd aluminium, verzwaard zodat hij niet omvalt als je op het scherm tikt, met siliconen pads die je apparaat en bureau beschermen. Een kabelgeleider houdt het opladen netjes.',
    'Wykonana z jednego kawałka anodowanego aluminium, obciążona tak, by nie przewracała się przy dotykaniu ekranu, z silikonowymi podkładkami chroniącymi urządzenie i blat. Kanał na kabel utrzymuje porządek.',
    'Tillverkat i ett stycke anodiserad aluminium, tyngd så att det inte välter när du trycker på skärmen, med silikonkuddar som skyddar enheten och bordet. En kabelkanal håller laddningen prydlig.',
  ),
};

/** Reviewers by language (first name and initial, as marketplaces show them). */
export const REVIEWERS: Record<CatalogueLang, string[]> = {
  us: ['Jessica M.', 'Daniel R.', 'Chris P.'],
  de: ['Jonas K.', 'Sabine W.', 'Felix H.'],
  es: ['Lucía G.', 'Javier M.', 'Carmen R.'],
  fr: ['Camille D.', 'Julien B.', 'Manon L.'],
  it: ['Giulia R.', 'Marco B.', 'Francesca C.'],
  jp: ['佐藤 健', '鈴木 美咲', '高橋 翔'],
  nl: ['Sanne de V.', 'Daan J.', 'Lotte B.'],
  pl: ['Anna K.', 'Piotr W.', 'Magdalena N.'],
  se: ['Emma L.', 'Oskar N.', 'Maja A.'],
};

interface ReviewText {
  stars: number;
  title: T9;
  body: T9;
}

/** Two believable reviews per category kind, in every language. */
export const REVIEWS: Record<string, ReviewText[]> = {
  cables: [
    {
      stars: 5,
      title: t9('Still like new after a year', 'Nach einem Jahr wie neu', 'Como nuevo después de un año', 'Comme neuf après un an', 'Come nuovo dopo un anno', '1 年使っても新品同様', 'Na een jaar nog als nieuw', 'Po roku jak nowy', 'Som ny efter ett år'),
      body: t9(
        'I carry it in my backpack every day and the braiding has not frayed at all. Charges noticeably faster than the cable that came with my phone.',
        'Ich habe es jeden Tag im Rucksack und das Geflecht ist kein bisschen ausgefranst. Lädt spürbar schneller als das Kabel, das beim Handy dabei war.',
        'Lo llevo a diario en la mochila y el trenzado no se ha deshilachado nada. Carga bastante más rápido que el cable que venía con el móvil.',
        'Je le trimballe tous les jours dans mon sac à dos et la tresse ne s’est pas du tout effilochée. Charge nettement plus vite que le câble d’origine du téléphone.',
        'Lo porto ogni giorno nello zaino e la treccia non si è sfilacciata per niente. Carica molto più velocemente del cavo in dotazione al telefono.',
        '毎日リュックに入れて持ち歩いていますが、編み込みは全くほつれていません。スマホ付属のケーブルより明らかに充電が速いです。',
        'Ik heb hem elke dag in mijn rugzak en de vlechtlaag is nog helemaal niet gerafeld. Laadt merkbaar sneller dan de kabel die bij mijn telefoon zat.',
        'Noszę go codziennie w plecaku i oplot w ogóle się nie strzępi. Ładuje wyraźnie szybciej niż kabel dołączony do telefonu.',
        'Jag har den i ryggsäcken varje dag och flätningen har inte fransat sig alls. Laddar märkbart snabbare än kabeln som följde med mobilen.',
      ),
    },
    {
      stars: 4,
      title: t9('Solid cable, a bit stiff', 'Solides Kabel, etwas steif', 'Cable sólido, algo rígido', 'Câble solide, un peu rigide', 'Cavo robusto, un po’ rigido', 'しっかりした作り、少し硬め', 'Stevige kabel, wat stug', 'Solidny kabel, trochę sztywny', 'Stabil kabel, lite styv'),
      body: t9(
        'Feels premium and the plugs click in firmly. The jacket is a little stiff at first but softens after a few weeks. Fast charging works with my car charger too.',
        'Fühlt sich hochwertig an und die Stecker rasten fest ein. Der Mantel ist anfangs etwas steif, wird aber nach ein paar Wochen weicher. Schnellladen klappt auch am Autoladegerät.',
        'Se nota de calidad y los conectores encajan con firmeza. Al principio la funda es algo rígida, pero se suaviza en unas semanas. La carga rápida también funciona con el cargador del coche.',
        'On sent la qualité et les embouts s’enclenchent bien. La gaine est un peu rigide au début mais s’assouplit en quelques semaines. La charge rapide marche aussi avec mon chargeur de voiture.',
        'Sembra di qualità e i connettori si innestano con decisione. All’inizio la guaina è un po’ rigida ma si ammorbidisce in qualche settimana. La ricarica rapida funziona anche con il caricatore da auto.',
        '高級感があり、コネクタもカチッと差し込めます。最初はケーブルが少し硬いですが、数週間でなじみました。車の充電器でも急速充電できています。',
        'Voelt degelijk aan en de stekkers klikken stevig vast. De mantel is in het begin wat stug, maar wordt na een paar weken soepeler. Snelladen werkt ook met mijn autolader.',
        'Sprawia wrażenie solidnego, wtyki pewnie wchodzą. Oplot na początku jest trochę sztywny, ale po kilku tygodniach mięknie. Szybkie ładowanie działa też z ładowarką samochodową.',
        'Känns påkostad och kontakterna sitter stadigt. Manteln är lite styv i början men mjuknar efter några veckor. Snabbladdningen fungerar även med billaddaren.',
      ),
    },
  ],
  chargers: [
    {
      stars: 5,
      title: t9('One charger for everything', 'Ein Ladegerät für alles', 'Un cargador para todo', 'Un chargeur pour tout', 'Un caricatore per tutto', 'これ 1 台で全部', 'Eén lader voor alles', 'Jedna ładowarka do wszystkiego', 'En laddare till allt'),
      body: t9(
        'Replaced three chargers in my travel bag. Laptop and phone charge together and it only gets slightly warm.',
        'Hat drei Ladegeräte in meiner Reisetasche ersetzt. Laptop und Handy laden gleichzeitig und es wird nur leicht warm.',
        'Ha sustituido a tres cargadores en mi bolsa de viaje. Portátil y móvil cargan a la vez y apenas se calienta.',
        'A remplacé trois chargeurs dans mon sac de voyage. Portable et téléphone chargent ensemble et il chauffe à peine.',
        'Ha sostituito tre caricatori nella borsa da viaggio. Portatile e telefono si caricano insieme e si scalda appena.',
        '旅行バッグの充電器 3 つがこれ 1 つになりました。ノートPCとスマホを同時に充電しても、ほんのり温かくなる程度です。',
        'Heeft drie laders in mijn reistas vervangen. Laptop en telefoon laden tegelijk en hij wordt maar een beetje warm.',
        'Zastąpiła trzy ładowarki w mojej torbie podróżnej. Laptop i telefon ładują się razem, a ona tylko lekko się nagrzewa.',
        'Har ersatt tre laddare i resväskan. Dator och mobil laddar samtidigt och den blir bara lite varm.',
      ),
    },
    {
      stars: 4,
      title: t9('Fast and compact', 'Schnell und kompakt', 'Rápido y compacto', 'Rapide et compact', 'Veloce e compatto', '速くてコンパクト', 'Snel en compact', 'Szybka i kompaktowa', 'Snabb och kompakt'),
      body: t9(
        'Charges my phone very quickly and is much smaller than my old one. I would have liked a slightly longer warranty leaflet in the box, but support answered my question within a day.',
        'Lädt mein Handy sehr schnell und ist viel kleiner als mein altes. Eine ausführlichere Anleitung hätte ich mir gewünscht, aber der Support hat meine Frage innerhalb eines Tages beantwortet.',
        'Carga el móvil muy rápido y es mucho más pequeño que el anterior. Habría preferido unas instrucciones más completas, pero el soporte respondió a mi pregunta en un día.',
        'Recharge mon téléphone très vite et il est bien plus petit que l’ancien. J’aurais aimé une notice plus complète, mais le support a répondu à ma question en une journée.',
        'Carica il telefono molto velocemente ed è molto più piccolo del vecchio. Avrei gradito istruzioni più complete, ma l’assistenza ha risposto alla mia domanda entro un giorno.',
        'スマホの充電がとても速く、以前の充電器よりずっと小さいです。説明書がもう少し詳しいと嬉しいですが、サポートは 1 日以内に質問に答えてくれました。',
        'Laadt mijn telefoon heel snel op en is veel kleiner dan mijn oude. Een uitgebreidere handleiding had fijn geweest, maar de klantenservice beantwoordde mijn vraag binnen een dag.',
        'Bardzo szybko ładuje telefon i jest dużo mniejsza od poprzedniej. Przydałaby się dokładniejsza instrukcja, ale wsparcie odpowiedziało na moje pytanie w ciągu doby.',
        'Laddar mobilen väldigt snabbt och är mycket mindre än min gamla. En utförligare manual hade varit bra, men supporten svarade på min fråga inom ett dygn.',
      ),
    },
  ],
  adapters: [
    {
      stars: 5,
      title: t9('Works straight away', 'Funktioniert sofort', 'Funciona a la primera', 'Fonctionne tout de suite', 'Funziona subito', 'すぐに使えた', 'Werkt meteen', 'Działa od razu', 'Fungerar direkt'),
      body: t9(
        'Plugged it into my MacBook and my work laptop, both recognised it instantly. The aluminium finish matches the laptop nicely.',
        'An MacBook und Dienstlaptop angeschlossen, beide haben ihn sofort erkannt. Das Aluminium passt optisch gut zum Laptop.',
        'Lo conecté al MacBook y al portátil del trabajo y ambos lo reconocieron al instante. El acabado de aluminio queda muy bien con el portátil.',
        'Branché sur mon MacBook et sur mon portable pro : reconnu immédiatement par les deux. La finition aluminium va bien avec l’ordinateur.',
        'Collegato al MacBook e al portatile del lavoro, entrambi lo hanno riconosciuto subito. La finitura in alluminio si abbina bene al portatile.',
        'MacBook と会社のノートPCに挿したところ、どちらもすぐに認識しました。アルミの質感がPCとよく合います。',
        'Aangesloten op mijn MacBook en werklaptop, beide herkenden hem meteen. De aluminium afwerking past mooi bij de laptop.',
        'Podłączyłem do MacBooka i laptopa służbowego, oba od razu go rozpoznały. Aluminiowe wykończenie pasuje do laptopa.',
        'Kopplade in den i min MacBook och jobbdatorn, båda kände igen den direkt. Aluminiumfinishen matchar datorn fint.',
      ),
    },
    {
      stars: 4,
      title: t9('Does the job, gets warm', 'Erfüllt seinen Zweck, wird warm', 'Cumple, pero se calienta', 'Fait le travail, chauffe un peu', 'Fa il suo lavoro, si scalda', '役割は十分、少し熱くなる', 'Doet wat het moet, wordt warm', 'Spełnia zadanie, nagrzewa się', 'Gör jobbet, blir varm'),
      body: t9(
        'Reliable for daily use with my monitor. It gets warm after a few hours, which seems normal for the size. Good value.',
        'Zuverlässig im täglichen Einsatz am Monitor. Nach ein paar Stunden wird er warm, was bei der Größe normal scheint. Gutes Preis-Leistungs-Verhältnis.',
        'Fiable para el uso diario con mi monitor. Se calienta tras unas horas, algo normal por su tamaño. Buena relación calidad-precio.',
        'Fiable au quotidien avec mon écran. Il chauffe après quelques heures, ce qui semble normal vu sa taille. Bon rapport qualité-prix.',
        'Affidabile nell’uso quotidiano con il monitor. Dopo qualche ora si scalda, cosa normale per le dimensioni. Ottimo rapporto qualità-prezzo.',
        'モニター用に毎日使っていて安定しています。数時間使うと温かくなりますが、このサイズなら普通だと思います。コスパも良いです。',
        'Betrouwbaar bij dagelijks gebruik met mijn monitor. Wordt na een paar uur warm, wat normaal lijkt voor het formaat. Goede prijs-kwaliteitverhouding.',
        'Niezawodna na co dzień z monitorem. Po kilku godzinach robi się ciepła, co przy tym rozmiarze wydaje się normalne. Dobry stosunek jakości do ceny.',
        'Pålitlig i dagligt bruk med min skärm. Blir varm efter några timmar, vilket verkar normalt för storleken. Prisvärd.',
      ),
    },
  ],
  stands: [
    {
      stars: 5,
      title: t9('Sturdy and good-looking', 'Stabil und schön', 'Robusto y bonito', 'Robuste et élégant', 'Robusto e bello', '頑丈でおしゃれ', 'Stevig en mooi', 'Solidna i ładna', 'Stadig och snygg'),
      body: t9(
        'Heavy enough that it never tips over, and the angle stays where I set it. Video calls are so much better at eye level.',
        'Schwer genug, dass er nie umkippt, und der Winkel bleibt, wo ich ihn einstelle. Videocalls auf Augenhöhe sind viel angenehmer.',
        'Pesa lo suficiente para no volcar nunca y el ángulo se queda donde lo pongo. Las videollamadas a la altura de los ojos son mucho mejores.',
        'Assez lourd pour ne jamais basculer, et l’angle reste là où je le règle. Les visios à hauteur des yeux, c’est bien plus agréable.',
        'Abbastanza pesante da non ribaltarsi mai, e l’angolo resta dove lo imposto. Le videochiamate all’altezza degli occhi sono molto meglio.',
        '重さがあるので倒れることがなく、角度も設定した位置で固定されます。目線の高さでのビデオ通話は快適です。',
        'Zwaar genoeg om nooit om te vallen, en de hoek blijft staan waar ik hem zet. Videobellen op ooghoogte is veel prettiger.',
        'Na tyle ciężka, że nigdy się nie przewraca, a kąt zostaje tam, gdzie go ustawię. Wideorozmowy na wysokości oczu są dużo wygodniejsze.',
        'Tung nog att aldrig välta, och vinkeln stannar där jag ställer den. Videosamtal i ögonhöjd är så mycket bättre.',
      ),
    },
    {
      stars: 4,
      title: t9('Great on the desk', 'Super auf dem Schreibtisch', 'Genial en el escritorio', 'Parfait sur le bureau', 'Ottimo sulla scrivania', 'デスクで大活躍', 'Top op het bureau', 'Świetna na biurko', 'Toppen på skrivbordet'),
      body: t9(
        'Well made and easy to adjust. It is a bit heavy to carry around, but that is the price of stability.',
        'Gut verarbeitet und leicht zu verstellen. Zum Mitnehmen etwas schwer, aber das ist der Preis der Stabilität.',
        'Bien fabricado y fácil de ajustar. Pesa un poco para llevarlo encima, pero es el precio de la estabilidad.',
        'Bien fini et facile à régler. Un peu lourd à transporter, mais c’est le prix de la stabilité.',
        'Ben fatto e facile da regolare. Un po’ pesante da portare in giro, ma è il prezzo della stabilità.',
        '作りが良く、調整も簡単です。持ち運ぶには少し重いですが、安定性のためなら納得です。',
        'Goed gemaakt en makkelijk te verstellen. Wat zwaar om mee te nemen, maar dat is de prijs van stabiliteit.',
        'Dobrze wykonana i łatwa w regulacji. Trochę ciężka do noszenia, ale to cena stabilności.',
        'Välbyggt och lätt att justera. Lite tungt att bära med sig, men det är priset för stabiliteten.',
      ),
    },
  ],
};
