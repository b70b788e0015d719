import type { Lang } from '@voltline/locales';
import { mailQueue, queueJob } from '@voltline/contracts/jobs';
import { recordWithOutbox, type OutboxDeps } from '@voltline/platform/outbox';
import { AppError, Status, type TesterRegisterRequest } from '@voltline/contracts';

export interface TesterDeps extends OutboxDeps {
  publicUrl: string;
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === 'P2002';

/** Both answers given as form fields and as PHP-style `name[]` fields, once each. */
const merged = <T extends string>(...lists: (T[] | undefined)[]): T[] => [...new Set(lists.flatMap((list) => list ?? []))];

/** Consents the form asked for that were not given (joining needs both). */
export function missingConsents(request: Pick<TesterRegisterRequest, 'share_opinions' | 'keep_confidential'>) {
  return (['share_opinions', 'keep_confidential'] as const).filter((consent) => request[consent] !== true);
}

/**
 * The beta-tester programme. A new tester is stored with the welcome email in one transaction
 * (outbox), so a 200 means the email will go. Tester status is held on the email: one per email,
 * an existing tester is told so (629) and not registered again.
 */
export function testerService(deps: TesterDeps) {
  const { db, publicUrl } = deps;
  return {
    /** 629 when the email is already a tester. Consents are checked by the caller (missingConsents). */
    async register(request: TesterRegisterRequest, lang: Lang, requestId?: string): Promise<void> {
      const name = (request.name ?? request.username ?? '').trim();
      try {
        await recordWithOutbox({ ...deps, requestId }, async (tx) => {
          const existing = await tx.betaTester.findUnique({ where: { email: request.email }, select: { id: true } });
          if (existing) throw new AppError(Status.alreadyTester);
          const tester = await tx.betaTester.create({
            data: {
              name,
              email: request.email,
              country: request.country,
              devices: merged(request.devices, request['devices[]']),
              interests: merged(request.interests, request['interests[]']),
              shareOpinions: request.share_opinions,
              keepConfidential: request.keep_confidential,
              site: lang,
            },
          });
          return [
            queueJob(mailQueue, 'testerWelcome', {
              to: tester.email,
              lang,
              siteUrl: publicUrl,
              name: tester.name,
              guideUrl: `${publicUrl}/betatester_active_guide`,
            }),
          ];
        });
      } catch (error) {
        // The same email twice at once: the second one lost the race.
        if (isUniqueViolation(error)) throw new AppError(Status.alreadyTester);
        throw error;
      }
    },

    async isTester(email: string): Promise<boolean> {
      return (await db.betaTester.count({ where: { email: email.toLowerCase() } })) > 0;
    },
  };
}

export type TesterService = ReturnType<typeof testerService>;
