/**
 * The status catalogue (docs/product.md §8; every text in docs/api.md). Numbers are part of the public contract: the old client looks them
 * up to show its toasts, so never renumber. Messages live in locales/<lang>/status.json.
 */
export const Status = {
  ok: 200,
  serverError: 500,
  accountNotFound: 601,
  wrongPassword: 602,
  notSignedIn: 603,
  accountExistsSignIn: 604,
  passwordMismatch: 605,
  registrationFailed: 606,
  emailSent: 607,
  emailRequired: 608,
  emailFormat: 609,
  siteRequired: 610,
  linkInvalid: 611,
  emailExists: 612,
  idRequired: 613,
  invalidFields: 614,
  orderNumberFormat: 615,
  noOrdersFound: 616,
  passwordRule: 617,
  agreementRequired: 618,
  tooManyAttempts: 619,
  deviceExists: 620,
  deviceNotFound: 621,
  fileRejected: 622,
  emailNotConfirmed: 623,
  notFound: 625,
  unavailable: 626,
  emailRegisteredTryAnother: 627,
  accountExistsForEmail: 628,
  alreadyTester: 629,
  alreadyWarrantyUser: 630,
  alreadySubscribed: 631,
  /** The order belongs to another email (its first registration); the care team can move it. */
  orderOwnedByAnother: 632,
} as const;

export type StatusCode = (typeof Status)[keyof typeof Status];

const KNOWN = new Set<number>(Object.values(Status));

export function isStatusCode(value: unknown): value is StatusCode {
  return typeof value === 'number' && KNOWN.has(value);
}
