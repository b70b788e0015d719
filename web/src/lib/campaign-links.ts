import { useQuery } from '@tanstack/react-query';
import type { CampaignLinks } from '@voltline/contracts';
import { apiGet } from './api';
import { useCurrentSite } from './site-store';
import { landingReported } from './statistics';

/**
 * Marketplace links keep the campaign: for a visitor who arrived with a campaign, the api answers
 * the attribution parameters each marketplace takes for it (configured per marketplace and
 * campaign), and outbound links to that marketplace carry them. Asked once the visit's first page
 * view was answered, since that view is what tells the api the campaign. Without a campaign, or
 * for a marketplace with nothing configured, a link stays exactly as it was.
 */
export function useCampaignLink(): (url: string) => string {
  const { site } = useCurrentSite();
  const code = site?.site;
  const links = useQuery({
    queryKey: ['campaign-links', code],
    queryFn: async ({ signal }) => {
      await landingReported();
      return apiGet<CampaignLinks>('/marketplace/campaign_links', { site: code }, signal);
    },
    enabled: Boolean(code),
    // The campaign lasts the day; a visit rarely changes it.
    staleTime: 10 * 60_000,
    retry: false,
  });
  return (url) => withCampaign(url, links.data?.params);
}

export function withCampaign(url: string, params: Record<string, string> | undefined): string {
  if (!params || !url) return url;
  try {
    const target = new URL(url);
    const extra = params[target.hostname.replace(/^www\./, '')];
    if (!extra) return url;
    for (const [key, value] of new URLSearchParams(extra)) target.searchParams.set(key, value);
    return target.toString();
  } catch {
    return url;
  }
}
