import { z } from 'zod';

/**
 * A board's figures are asked of each service for the board's schools (decision 0050), by identity alone
 * (system requests: actor `null`, the NATS boundary lets only identity send them), which decided first that
 * the actor administers the board holding those schools.
 */
export const maxSchoolsPerFiguresRequest = 100;

export const schoolIdsSchema = z.array(z.string().uuid()).min(1).max(maxSchoolsPerFiguresRequest);
