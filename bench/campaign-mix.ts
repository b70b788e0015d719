/** Ten page views from five visitors: campaign landings, a referral and the views that follow them. */
export function campaignMix(day: string, userAgent: string): { body: string; headers: Record<string, string> }[] {
  const view = (visitor: number, uri: string, referrer?: string) => ({
    body: new URLSearchParams({ local_time: `${day} 12:00:00`, site_id: '1', site: 'us', uri, ...(referrer ? { referrer } : {}) }).toString(),
    headers: { 'user-agent': `${userAgent} visitor-${visitor}` },
  });
  return [
    view(1, '/index?utm_source=newsletter&utm_medium=email&utm_campaign=spring'),
    view(1, '/product/vl-cc100'),
    view(2, '/index?utm_source=facebook&utm_medium=social&utm_campaign=summer&fbclid=IwAR0abc', 'https://l.facebook.com'),
    view(2, '/products'),
    view(3, '/products', 'https://www.google.com'),
    view(3, '/product/vl-cc100'),
    view(4, '/index'),
    view(4, '/product/vl-cc100'),
    view(1, '/products'),
    view(5, '/index'),
  ];
}

