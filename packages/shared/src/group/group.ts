// Lock group parameters shared by the /group/* endpoints.
import { z } from 'zod';
import { positiveInt } from '../schemas/common';

export const groupNameParam = () =>
  z.string({ message: 'validation.required' }).trim().min(1, 'validation.group.name').max(50, 'validation.group.name');
export const groupIdParam = () => positiveInt();
