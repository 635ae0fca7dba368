import { FieldErrors, HttpError } from '../../http/errors';
import { ReturnRefusal } from '../../services/returns/texts';

/** A service's refusal as the API's error answer (422 with per-line messages when it has some). */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ReturnRefusal)) throw error;
    if (error.errors) throw new FieldErrors(error.message, error.errors);
    throw new HttpError(error.status, error.message, error.field);
  }
}
