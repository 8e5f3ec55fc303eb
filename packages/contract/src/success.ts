import { z } from 'zod';

/** Shapes every answer of the API shares (README "API conventions"). */
export const successAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});
export type SuccessAnswer = z.infer<typeof successAnswer>;
