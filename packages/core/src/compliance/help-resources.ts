import { isRegistrationOpen, STATE_CODES, type StateCode, stateName } from './states.ts';

/**
 * Where a player can get help with gambling: national lines and one named resource per state
 * Kennel operates in. Product data, like the state table: only well-known public numbers and
 * addresses; a state without one we are sure of points to 1-800-GAMBLER and NCPG's state listing.
 * Reviewed: HELP_RESOURCES_REVIEWED.
 */
export const HELP_RESOURCES_REVIEWED = '2026-11-24';

export interface HelpPhone {
  /** As people say it, e.g. `1-800-GAMBLER`. */
  display: string;
  /** The digits to dial, e.g. `18004262537` (checked against `display` by the tests). */
  dial: string;
}

export interface HelpText {
  /** What to send and where, in words, e.g. `Text HOPENY (467369)`. */
  display: string;
  /** An `sms:` address. */
  href: string;
}

export interface HelpResource {
  name: string;
  /** One or two sentences: who answers and what they help with. */
  description: string;
  phone?: HelpPhone;
  text?: HelpText;
  /** A chat or the organisation's site. */
  url?: string;
  /** The address shown for `url`, without the scheme. */
  urlLabel?: string;
  /** Reachable around the clock. */
  allHours?: boolean;
}

const GAMBLER: HelpPhone = { display: '1-800-GAMBLER', dial: '18004262537' };

/** NCPG's directory of each state's council, helpline and treatment programs. */
export const HELP_BY_STATE_URL = 'https://www.ncpgambling.org/help-treatment/help-by-state/';

export const NATIONAL_HELP_RESOURCES: readonly HelpResource[] = [
  {
    name: '1-800-GAMBLER',
    description:
      'Free, confidential help from anywhere in the US, run by the Council on Compulsive Gambling of New Jersey. Trained staff connect you with counselling and support near you.',
    phone: GAMBLER,
    url: 'https://800gambler.org',
    urlLabel: '800gambler.org',
    allHours: true,
  },
  {
    name: 'National Problem Gambling Helpline',
    description:
      'The National Council on Problem Gambling’s helpline: call or text, or chat online, for confidential support and referrals in your state.',
    phone: { display: '1-800-MY-RESET', dial: '18006973738' },
    text: { display: 'Text 1-800-MY-RESET', href: 'sms:18006973738' },
    url: 'https://www.ncpgambling.org/chat/',
    urlLabel: 'ncpgambling.org/chat',
    allHours: true,
  },
  {
    name: 'Gamblers Anonymous',
    description: 'Meetings in person and online, run by people recovering from a gambling problem.',
    url: 'https://www.gamblersanonymous.org',
    urlLabel: 'gamblersanonymous.org',
  },
  {
    name: 'GamTalk',
    description: 'A free, moderated online community and chat rooms for anyone affected by gambling.',
    url: 'https://www.gamtalk.org',
    urlLabel: 'gamtalk.org',
    allHours: true,
  },
  {
    name: 'Gam-Anon',
    description: 'Support groups for the family and friends of someone with a gambling problem.',
    url: 'https://www.gam-anon.org',
    urlLabel: 'gam-anon.org',
  },
];

type StateResource = Omit<HelpResource, 'allHours'> & { allHours?: true };

/** States with a resource of their own we are sure of; the others get `stateListing`. */
const NAMED_STATE_RESOURCES: Readonly<Partial<Record<StateCode, StateResource>>> = {
  AZ: {
    name: 'Arizona Division of Problem Gambling',
    description: 'The state’s confidential helpline, with free treatment for Arizonans and their families.',
    phone: { display: '1-800-NEXT-STEP', dial: '18006398783' },
    text: { display: 'Text NEXTSTEP to 53342', href: 'sms:53342?body=NEXTSTEP' },
    url: 'https://problemgambling.az.gov',
    urlLabel: 'problemgambling.az.gov',
    allHours: true,
  },
  CT: {
    name: 'Connecticut Council on Problem Gambling',
    description: 'Helpline, chat and referrals to free treatment across Connecticut.',
    phone: { display: '1-888-789-7777', dial: '18887897777' },
    url: 'https://ccpg.org',
    urlLabel: 'ccpg.org',
    allHours: true,
  },
  FL: {
    name: 'Florida Council on Compulsive Gambling',
    description: 'Florida’s multilingual problem gambling helpline, with chat and peer support.',
    phone: { display: '1-888-ADMIT-IT', dial: '18882364848' },
    url: 'https://gamblinghelp.org',
    urlLabel: 'gamblinghelp.org',
    allHours: true,
  },
  IA: {
    name: 'Your Life Iowa',
    description: 'Iowa’s free helpline for gambling problems, by phone, text or chat.',
    phone: { display: '1-800-BETS-OFF', dial: '18002387633' },
    url: 'https://yourlifeiowa.org',
    urlLabel: 'yourlifeiowa.org',
    allHours: true,
  },
  KY: {
    name: 'Kentucky Council on Problem Gambling',
    description: 'Referrals to certified gambling counsellors and Gamblers Anonymous meetings in Kentucky.',
    phone: GAMBLER,
    url: 'https://kygamblinghelp.org',
    urlLabel: 'kygamblinghelp.org',
    allHours: true,
  },
  LA: {
    name: 'Louisiana Problem Gamblers Helpline',
    description: 'Free, confidential help and referrals to treatment in Louisiana.',
    phone: { display: '1-877-770-STOP', dial: '18777707867' },
    allHours: true,
  },
  MA: {
    name: 'Massachusetts Problem Gambling Helpline',
    description: 'Free support, information and referrals for people in Massachusetts and their families.',
    phone: { display: '1-800-327-5050', dial: '18003275050' },
    url: 'https://gamblinghelplinema.org',
    urlLabel: 'gamblinghelplinema.org',
    allHours: true,
  },
  MD: {
    name: 'Maryland Center of Excellence on Problem Gambling',
    description:
      'Free treatment and peer support for Marylanders, and the state’s voluntary exclusion program.',
    phone: GAMBLER,
    url: 'https://www.mdgamblinghelp.org',
    urlLabel: 'mdgamblinghelp.org',
    allHours: true,
  },
  MI: {
    name: 'Michigan Problem Gambling Helpline',
    description: 'Run by the Michigan Department of Health and Human Services: support and local referrals.',
    phone: { display: '1-800-270-7117', dial: '18002707117' },
    allHours: true,
  },
  MN: {
    name: 'Minnesota Problem Gambling Helpline',
    description: 'Confidential help by phone, text or chat for Minnesotans and their families.',
    phone: { display: '1-800-333-HOPE', dial: '18003334673' },
    text: { display: 'Text HOPE to 61222', href: 'sms:61222?body=HOPE' },
    url: 'https://getgamblinghelp.com',
    urlLabel: 'getgamblinghelp.com',
    allHours: true,
  },
  NC: {
    name: 'North Carolina Problem Gambling Program',
    description: 'Free treatment and counselling across North Carolina, reached through its helpline.',
    phone: { display: '1-877-718-5543', dial: '18777185543' },
    url: 'https://morethanagamenc.com',
    urlLabel: 'morethanagamenc.com',
    allHours: true,
  },
  NJ: {
    name: 'Council on Compulsive Gambling of New Jersey',
    description: 'New Jersey’s council, which runs 1-800-GAMBLER: counselling referrals and peer support.',
    phone: GAMBLER,
    url: 'https://800gambler.org',
    urlLabel: '800gambler.org',
    allHours: true,
  },
  NY: {
    name: 'NYS HOPEline',
    description: 'New York’s helpline for gambling and other addictions, run by the state’s OASAS.',
    phone: { display: '1-877-8-HOPENY', dial: '18778467369' },
    text: { display: 'Text HOPENY (467369)', href: 'sms:467369' },
    url: 'https://oasas.ny.gov',
    urlLabel: 'oasas.ny.gov',
    allHours: true,
  },
  OH: {
    name: 'Ohio Problem Gambling Helpline',
    description: 'Free help and referrals to treatment anywhere in Ohio.',
    phone: { display: '1-800-589-9966', dial: '18005899966' },
    url: 'https://beforeyoubet.org',
    urlLabel: 'beforeyoubet.org',
    allHours: true,
  },
  OR: {
    name: 'Oregon Problem Gambling Resource',
    description: 'Free, confidential treatment for Oregonians and their families, by phone, text or chat.',
    phone: { display: '1-877-MY-LIMIT', dial: '18776954648' },
    url: 'https://opgr.org',
    urlLabel: 'opgr.org',
    allHours: true,
  },
  PA: {
    name: 'Council on Compulsive Gambling of Pennsylvania',
    description: 'Runs Pennsylvania’s problem gambling helpline, with 24-hour chat and local referrals.',
    phone: GAMBLER,
    url: 'https://pacouncil.com',
    urlLabel: 'pacouncil.com',
    allHours: true,
  },
  TN: {
    name: 'Tennessee REDLINE',
    description: 'Tennessee’s free referral line for gambling and other addictions.',
    phone: { display: '1-800-889-9789', dial: '18008899789' },
    allHours: true,
  },
  WI: {
    name: 'Wisconsin Council on Problem Gambling',
    description: 'Helpline, text and chat for Wisconsin residents and their families.',
    phone: { display: '1-800-GAMBLE-5', dial: '18004262535' },
    text: { display: 'Text 850-888-4673', href: 'sms:8508884673' },
    url: 'https://wi-problemgamblers.org',
    urlLabel: 'wi-problemgamblers.org',
    allHours: true,
  },
};

/** A state's council and programs through NCPG's listing, and 1-800-GAMBLER to talk now. */
function stateListing(state: StateCode): HelpResource {
  return {
    name: `Problem gambling help in ${stateName(state)}`,
    description: `Call 1-800-GAMBLER to be connected with help near you, or find ${stateName(state)}'s council on problem gambling and treatment programs in NCPG's state listing.`,
    phone: GAMBLER,
    url: HELP_BY_STATE_URL,
    urlLabel: 'ncpgambling.org: help by state',
    allHours: true,
  };
}

/** The states whose players the resources page offers: those where Kennel operates. */
export const HELP_RESOURCE_STATES: readonly StateCode[] = STATE_CODES.filter(isRegistrationOpen);

/** The named help resource for players in `state`. */
export function stateHelpResource(state: StateCode): HelpResource {
  return NAMED_STATE_RESOURCES[state] ?? stateListing(state);
}

/** Whether `state` has a resource of its own (not only the national listing). */
export function hasNamedStateResource(state: StateCode): boolean {
  return NAMED_STATE_RESOURCES[state] !== undefined;
}
