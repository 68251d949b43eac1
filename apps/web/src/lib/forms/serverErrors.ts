// Field problems the server reported (errorCode -3, data.errors = [{field, message}]), already translated.
import { isApiError } from '../api/ApiError';

export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const data = error.data as { errors?: { field: string; message: string }[] } | null;
  return Object.fromEntries((data?.errors ?? []).map((e) => [e.field, e.message]));
}
