import { endpoint } from '../api/endpoint.ts';
import type { ZVendorScanRequest, ZVendorScanResponse } from '../vendors/counter.ts';
import type {
  ZActiveRunResponse,
  ZCheckinGroupParams,
  ZCheckinRunParams,
  ZFinishRunResponse,
  ZManifestResponse,
  ZReferenceCheckinRequest,
  ZReferenceCheckinResponse,
  ZScanRequest,
  ZScanResponse,
  ZStartRunRequest,
  ZStartRunResponse,
  ZTodayGroupsResponse,
  ZTypedCodeGroupRequest,
  ZTypedCodeGroupResponse,
} from './schemas.ts';

/** Scan and start: a group's manifest, its scans, start and finish, the activity in progress; a vendor's scan. */
export const checkinApi = {
  manifest: endpoint<{ params: typeof ZCheckinGroupParams; response: typeof ZManifestResponse }>()(
    'GET',
    '/api/guider/groups/:groupId/manifest',
  ),
  scan: endpoint<{
    params: typeof ZCheckinGroupParams;
    body: typeof ZScanRequest;
    response: typeof ZScanResponse;
  }>()('POST', '/api/guider/groups/:groupId/scan'),
  reference: endpoint<{
    params: typeof ZCheckinGroupParams;
    body: typeof ZReferenceCheckinRequest;
    response: typeof ZReferenceCheckinResponse;
  }>()('POST', '/api/guider/groups/:groupId/reference'),
  typedCodeGroup: endpoint<{
    body: typeof ZTypedCodeGroupRequest;
    response: typeof ZTypedCodeGroupResponse;
  }>()('POST', '/api/guider/typed-code/group'),
  start: endpoint<{
    params: typeof ZCheckinGroupParams;
    body: typeof ZStartRunRequest;
    response: typeof ZStartRunResponse;
  }>()('POST', '/api/guider/groups/:groupId/start'),
  finish: endpoint<{ params: typeof ZCheckinRunParams; response: typeof ZFinishRunResponse }>()(
    'POST',
    '/api/guider/runs/:runId/finish',
  ),
  activeRun: endpoint<{ response: typeof ZActiveRunResponse }>()('GET', '/api/guider/active-run'),
  vendorScan: endpoint<{ body: typeof ZVendorScanRequest; response: typeof ZVendorScanResponse }>()(
    'POST',
    '/api/vendor/scan',
  ),
  todayGroups: endpoint<{ response: typeof ZTodayGroupsResponse }>()('GET', '/api/guider/today-groups'),
};
