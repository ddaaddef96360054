import { checkinApi } from '@roteiro/domain/checkin/checkin.api';
import {
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
} from '@roteiro/domain/checkin/schemas';
import { ZVendorScanRequest, ZVendorScanResponse } from '@roteiro/domain/vendors/counter';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import {
  checkScan,
  finishRun,
  getActiveRun,
  getManifest,
  listTodayGroups,
  type OnRunFinished,
  startRun,
} from './checkin.service.ts';
import { checkReference, findGroupOfTypedCode } from './typed-code.service.ts';
import { scanAtCounter } from './vendor-scan.service.ts';

/** Scan and start (operations.md §4, §5): the group's manifest, scans, start, finish, the activity in progress. */
export function checkinRoutes(app: FastifyInstance, deps: { db: Db; onRunFinished?: OnRunFinished }): void {
  const { db } = deps;
  const tags = ['checkin'];

  defineRoute(app, checkinApi.manifest, {
    access: 'guider',
    summary: "A group's participants and tickets for the start-activity screen (the company's own groups)",
    tags,
    params: ZCheckinGroupParams,
    response: ZManifestResponse,
    handler: async ({ actor, params }) => getManifest(db, actor(), params.groupId),
  });

  defineRoute(app, checkinApi.scan, {
    access: 'guider',
    summary: 'Checks one scanned ticket against the group; refusals carry the scanner message',
    tags,
    params: ZCheckinGroupParams,
    body: ZScanRequest,
    response: ZScanResponse,
    handler: async ({ actor, params, body }) => checkScan(db, actor(), params.groupId, body),
  });

  defineRoute(app, checkinApi.reference, {
    access: 'guider',
    summary:
      'Checks a typed booking reference against the group: asks how many are here, or names the tickets to add',
    tags,
    params: ZCheckinGroupParams,
    body: ZReferenceCheckinRequest,
    response: ZReferenceCheckinResponse,
    handler: async ({ actor, params, body }) => checkReference(db, actor(), params.groupId, body),
  });

  defineRoute(app, checkinApi.typedCodeGroup, {
    access: 'guider',
    summary: 'The group a typed booking reference or ticket number belongs to, when the guide may open it',
    tags,
    body: ZTypedCodeGroupRequest,
    response: ZTypedCodeGroupResponse,
    handler: async ({ actor, body }) => findGroupOfTypedCode(db, actor(), body),
  });

  defineRoute(app, checkinApi.start, {
    access: 'guider',
    summary: 'Starts the activity: validates the tickets and creates the run once per idempotency key',
    tags,
    params: ZCheckinGroupParams,
    body: ZStartRunRequest,
    response: ZStartRunResponse,
    handler: async ({ actor, params, body }) => startRun(db, actor(), params.groupId, body),
  });

  defineRoute(app, checkinApi.finish, {
    access: 'guider',
    summary: 'Finishes an activity in progress (records its end time)',
    tags,
    params: ZCheckinRunParams,
    response: ZFinishRunResponse,
    handler: async ({ actor, params }) => finishRun(db, actor(), params.runId, deps.onRunFinished),
  });

  defineRoute(app, checkinApi.activeRun, {
    access: 'guider',
    summary: 'The activity in progress of the company (of the employee, for an employee), or null',
    tags,
    response: ZActiveRunResponse,
    handler: async ({ actor }) => getActiveRun(db, actor()),
  });

  defineRoute(app, checkinApi.vendorScan, {
    access: 'vendor',
    summary: 'A vendor scans a pass or event ticket: validated once; refusals carry the scanner message',
    tags,
    body: ZVendorScanRequest,
    response: ZVendorScanResponse,
    handler: async ({ actor, body }) => scanAtCounter(db, actor(), body),
  });

  defineRoute(app, checkinApi.todayGroups, {
    access: 'guider',
    summary: "Today's groups (Lisbon) that the company staffs, with their run state",
    tags,
    response: ZTodayGroupsResponse,
    handler: async ({ actor }) => listTodayGroups(db, actor()),
  });
}
