import { apiRequest } from '../../../api/client';
import { MessageAnswer } from '../../../../contract/answers';
import { parser } from '../../../api/schemas';

/** POST /device/deny (signed in): refuses the TV that shows this code. */
export function denyDevice(userCode: string) {
  return apiRequest('/device/deny', { method: 'POST', auth: 'user', profile: false, body: { user_code: userCode.trim() }, parse: parser(MessageAnswer) });
}
