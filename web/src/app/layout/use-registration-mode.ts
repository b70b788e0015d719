import { useRouterState } from '@tanstack/react-router';

/** True on the pages that put the app in registration mode (their routes say so in staticData). */
export function useRegistrationMode(): boolean {
  return useRouterState({ select: (state) => state.matches.some((match) => match.staticData.registrationMode === true) });
}
