import { hasProtocol, isInternalUrl } from './support/baseUrl.ts';

export { hasProtocol };
export default isInternalUrl;
