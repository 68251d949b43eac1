// Reading API answers in route tests: the data of a successful call, the field problems of a refused one (-3).
import { expect } from 'vitest';

export type Answer<T> = { status: number; body: { errorCode: number; errorMsg: string; data: T } };
export type FieldProblem = { field: string; message: string };

/** The answer's data after checking it succeeded (the message shows when it did not). */
export function ok<T>(r: Answer<T>): T {
  expect(r.status).toBe(200);
  expect(r.body.errorCode, r.body.errorMsg).toBe(0);
  return r.body.data;
}

/** The field problems of an answer refused for its input. */
export function fieldsOf(r: Answer<unknown>): FieldProblem[] {
  expect(r.status).toBe(200);
  expect(r.body.errorCode).toBe(-3);
  return (r.body.data as { errors: FieldProblem[] }).errors;
}
