// POST /user/logout — ends the session; the server clears the cookie.
import { apiPost } from '../../../lib/api/client';

export const logout = () => apiPost<null>('/user/logout', {}, { allowLogout: false, silent: true });
