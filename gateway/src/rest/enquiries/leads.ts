import type { RestClient } from '../http.ts';
import type { RestOutcome, UpstreamIdentity } from '../outcome.ts';
import type { RestPhone } from '../phone.ts';
import { leadSentOf } from './lead-answers.ts';
import { leadSentAnswer } from './schemas.ts';
import type { LeadSent } from './types.ts';

/** What every lead route takes besides its own fields: the product's source tag and the page it was sent from. */
export interface LeadOrigin {
  source: string;
  /** Whose token goes upstream: a signed-in caller's lead is theirs (`caller`), a visitor's goes with the public token. */
  as: UpstreamIdentity;
  /** The page the lead was sent from (`pagessourcelink`), when known. */
  pageUrl?: string | undefined;
  /** The verified-number token of an earlier verification of the same number, when the client has one. */
  verifiedNumberToken?: string | undefined;
}

/** The optional fields every lead body carries when known: its page and the verified-number token. */
const pageOf = ({ pageUrl, verifiedNumberToken }: LeadOrigin) => ({
  ...(pageUrl === undefined ? {} : { pagessourcelink: pageUrl }),
  ...(verifiedNumberToken === undefined ? {} : { verifiedNumberToken }),
});

/** `POST /enquiry/call`: stores a call-back request, then texts its OTP (`otpverified` is never trusted: always false). */
export async function postCallBack(client: RestClient, request: LeadOrigin & { phone: RestPhone }): Promise<RestOutcome<LeadSent>> {
  const { source, phone } = request;
  const body = { source, ...phone, otpverified: false, ...pageOf(request) };
  return leadSentOf(await client.send({ method: 'POST', path: '/enquiry/call', body, answer: leadSentAnswer, as: request.as }));
}

export interface PriceEnquiryRequest extends LeadOrigin {
  packageId: string;
  name: string;
  email: string;
  phone: RestPhone;
}

/** `POST /enquiry/create`: stores a price enquiry (the api names the package from its catalogue), then texts its OTP. */
export async function postPriceEnquiry(client: RestClient, request: PriceEnquiryRequest): Promise<RestOutcome<LeadSent>> {
  const { source, packageId, name, email, phone } = request;
  const body = { source, name, email, phone: phone.mobile, countrycode: phone.countrycode, packageid: packageId, ...pageOf(request) };
  return leadSentOf(await client.send({ method: 'POST', path: '/enquiry/create', body, answer: leadSentAnswer, as: request.as }));
}

export interface QuickEnquiryRequest extends LeadOrigin {
  form: 'quick' | 'footer';
  name: string;
  email: string;
  phone: RestPhone;
  persons: string;
  packageIds: string[];
  comment?: string | undefined;
}

/** `POST /enquiry/quick`: stores a quick (or footer) enquiry, titles from the catalogue, then texts its OTP. */
export async function postQuickEnquiry(client: RestClient, request: QuickEnquiryRequest): Promise<RestOutcome<LeadSent>> {
  const { source, form, name, email, phone, persons, packageIds, comment } = request;
  const body = {
    source,
    form,
    name,
    email,
    phone: phone.mobile,
    countrycode: phone.countrycode,
    noofperson: persons,
    packagelist: packageIds.map((packageid) => ({ packageid })),
    ...(comment === undefined ? {} : { comment }),
    ...pageOf(request),
  };
  return leadSentOf(await client.send({ method: 'POST', path: '/enquiry/quick', body, answer: leadSentAnswer, as: request.as }));
}
