import { useRouter, useRouterState } from '@tanstack/react-router';

/** The absolute address of the current page (from PUBLIC_URL: the same on server and browser). */
export function usePageUrl(): string {
  const href = useRouterState({ select: (state) => state.location.href });
  return `${useRouter().options.context.env.publicUrl}${href}`;
}
