/**
 * Ports and data folder of one Playwright run. Default 4610 (dashboard), 4611 (Store API), 4612 (outage
 * dashboard), 4613/4614 (impersonation API/dashboard). Set E2E_PORT to run a second suite beside another
 * engineer's: every port shifts with it and the data folder gets the port in its name.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4610);

export const PORTS = {
  dashboard: E2E_PORT,
  api: E2E_PORT + 1,
  outageDashboard: E2E_PORT + 2,
  impersonationApi: E2E_PORT + 3,
  impersonationDashboard: E2E_PORT + 4,
  /** tests/billing.spec.ts's own Store API (fresh data: paying changes plans other specs rely on); its dashboard takes a free port. */
  billingApi: E2E_PORT + 5,
  /** The local bKash sandbox the Store APIs of the tests pay through. */
  bkashSandbox: E2E_PORT + 6,
  /** tests/team.spec.ts: its own Store API (SMTP_URL set), dashboard and test SMTP server. */
  teamApi: E2E_PORT + 7,
  teamDashboard: E2E_PORT + 8,
  teamSmtp: E2E_PORT + 9,
  /** The Courier booking app (apps/courier-booking) and the Steadfast sandbox it books with (tests/apps.spec.ts). */
  courierApp: E2E_PORT + 30,
  steadfastSandbox: E2E_PORT + 31,
  /** The local DNS sandbox (UDP and its registrar over HTTP) the main Store API checks domains against. */
  dnsSandbox: E2E_PORT + 32,
  /** The local push service tests/push.spec.ts starts; the main Store API may post to it over plain http. */
  pushSandbox: E2E_PORT + 33,
  /** The local Pathao, RedX and Steadfast sandboxes the main Store API books with (this port and the next two). */
  courierSandboxes: E2E_PORT + 34,
  /** tests/signup.spec.ts: its own Store API (SMTP_URL set), dashboard and test SMTP server (sign-up confirmation mail). */
  signupApi: E2E_PORT + 40,
  signupDashboard: E2E_PORT + 41,
  signupSmtp: E2E_PORT + 42,
  /** tests/language.spec.ts's own Store API (fresh data: it switches a demo seller's language). */
  languageApi: E2E_PORT + 50,
  /** tests/two-step.spec.ts: its own Store API (SMTP_URL set), dashboard and test SMTP server (a new seller each run). */
  twoStepApi: E2E_PORT + 43,
  twoStepDashboard: E2E_PORT + 44,
  twoStepSmtp: E2E_PORT + 45,
  /** tests/two-step-rule.spec.ts: its own Store API, dashboard and SMTP server (the demo owner turns two-step on). */
  twoStepRuleApi: E2E_PORT + 60,
  twoStepRuleDashboard: E2E_PORT + 61,
  twoStepRuleSmtp: E2E_PORT + 62,
  /**
   * tests/bd-seller-journey.spec.ts: its own Store API (SMTP_URL and the SMS gateway set, booking with the courier
   * sandboxes above), dashboard, test SMTP server and SSL Wireless sandbox (a new seller each run).
   */
  journeyApi: E2E_PORT + 70,
  journeyDashboard: E2E_PORT + 71,
  journeySmtp: E2E_PORT + 72,
  journeySms: E2E_PORT + 73,
  /** Nothing listens here: the outage spec's dashboard points its API_URL at it. */
  deadApi: E2E_PORT + 89,
};

const suffix = E2E_PORT === 4610 ? '' : `-${E2E_PORT}`;
export const DATA_DIRS = {
  main: `.tmp/e2e-data${suffix}`,
  impersonation: `.tmp/e2e-impersonation-data${suffix}`,
  billing: `.tmp/e2e-billing-data${suffix}`,
  team: `.tmp/e2e-team-data${suffix}`,
  signup: `.tmp/e2e-signup-data${suffix}`,
  language: `.tmp/e2e-language-data${suffix}`,
  twoStep: `.tmp/e2e-two-step-data${suffix}`,
  twoStepRule: `.tmp/e2e-two-step-rule-data${suffix}`,
  journey: `.tmp/e2e-journey-data${suffix}`,
};
