import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

const nbsp = (s: string) => s.replace(/ /g, '\u00a0');

describe('formatFileSize', () => {
  it('shows sizes from KB upward with two decimals', () => {
    expect(formatFileSize(862_720, 'us')).toBe(nbsp('842.50 KB'));
    expect(formatFileSize(1_331_692, 'us')).toBe(nbsp('1.27 MB'));
    expect(formatFileSize(2855, 'us')).toBe(nbsp('2.79 KB'));
    // Small files stay in KB: there is no byte unit on the page.
    expect(formatFileSize(100, 'us')).toBe(nbsp('0.10 KB'));
    expect(formatFileSize(0, 'us')).toBe(nbsp('0.00 KB'));
    expect(formatFileSize(3 * 1024 ** 3, 'us')).toBe(nbsp('3.00 GB'));
  });

  it('moves to the next unit rather than printing 1024.00', () => {
    expect(formatFileSize(1024 * 1024 - 1, 'us')).toBe(nbsp('1.00 MB'));
    expect(formatFileSize(1024 * 1023, 'us')).toBe(nbsp('1,023.00 KB'));
  });

  it('formats the number for the language of the site', () => {
    expect(formatFileSize(1_331_692, 'de')).toBe(nbsp('1,27 MB'));
    expect(formatFileSize(862_720, 'fr')).toBe(nbsp('842,50 Ko'));
    expect(formatFileSize(1024 * 1023, 'de')).toBe(nbsp('1.023,00 KB'));
    expect(formatFileSize(1024 * 1023, 'jp')).toBe(nbsp('1,023.00 KB'));
    expect(formatFileSize(1_331_692, 'xx')).toBe(nbsp('1.27 MB'));
  });
});
