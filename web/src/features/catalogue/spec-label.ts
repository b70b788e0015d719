import { useTranslation } from 'react-i18next';

const KNOWN = new Set([
  'length',
  'max_power',
  'max_current',
  'data_rate',
  'bend_test',
  'weight',
  'ports',
  'input',
  'dimensions',
  'pack',
  'video',
  'audio',
  'fits',
  'angle',
  'lift',
]);

/** The translated label of a spec key from the data (unknown keys show as they are). */
export function useSpecLabel(): (key: string) => string {
  const { t } = useTranslation();
  return (key) => (KNOWN.has(key) ? t(`shop.spec.${key}` as 'shop.spec.length') : key);
}
