import { apiRequest } from '../../../api/client';
import { MessageAnswer } from '../../../../contract/answers';
import { parser } from '../../../api/schemas';

/** POST /device/approve (signed in): signs in the TV that shows this code. */
export function approveDevice(userCode: string) {
  return apiRequest('/device/approve', { method: 'POST', auth: 'user', profile: false, body: { user_code: userCode.trim() }, parse: parser(MessageAnswer) });
}
