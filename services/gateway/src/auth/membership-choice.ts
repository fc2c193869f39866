import type { FastifyRequest } from 'fastify';
import { membershipChoiceHeaders, membershipChoiceSchema, type MembershipChoice } from '@crescendo/contracts';
import { AppException } from '@crescendo/service-kit';

/**
 * The membership a request acts as, from `X-Crescendo-School` and `X-Crescendo-Role` (decision 0050): none
 * without either header (identity answers the one used last); a malformed pair, or one header alone, is a 400.
 * Identity checks the choice against the memberships it holds: nothing here trusts it.
 */
export function choiceFromHeaders(request: FastifyRequest): MembershipChoice | undefined {
  const school = request.headers[membershipChoiceHeaders.school];
  const role = request.headers[membershipChoiceHeaders.role];
  if (school === undefined && role === undefined) return undefined;
  return parseChoice({ organizationId: school, role });
}

/** A choice from a header pair or the live channel's `auth` frame; anything malformed is a 400 in French. */
export function parseChoice(candidate: unknown): MembershipChoice {
  const parsed = membershipChoiceSchema.safeParse(candidate);
  if (!parsed.success) throw new AppException('VALIDATION_FAILED', 'identity.membershipChoiceMalformed');
  return parsed.data;
}
