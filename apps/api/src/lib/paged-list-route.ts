import type { OperationId } from '@motorplaza/domain/access/api-policies';
import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifyTypeProviderDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

interface PageOf {
  page: number;
  pageSize: number;
}

/** What a list's `load` answers: the page's data without `page` and `pageSize`, which echo the query. */
type LoadedPage<Response> = Response extends { data: infer Data } ? Omit<Data, keyof PageOf> : never;

export interface PagedListRoute<
  Query extends z.ZodType<PageOf>,
  Response extends z.ZodType<{ success: true; data: PageOf }>,
> {
  /** Relative to the module's prefix; `''` where the list is the prefix itself (no trailing slash). */
  url?: string;
  operation: OperationId;
  tags: string[];
  summary: string;
  querystring: Query;
  response: Response;
  /** The rows and totals of one page for the validated query (and, where it matters, who asks). */
  load: (query: z.output<Query>, request: FastifyRequest) => Promise<LoadedPage<z.output<Response>>>;
}

/**
 * A staff list's page, `GET` with its querystring, answered as `{ success, data }` from the answer
 * cache while the data's generation has not moved (decision 0036). Every list declares its schemas
 * and its repository call here, so the wiring and the OpenAPI entry have one shape.
 */
export function pagedListRoute<
  Query extends z.ZodType<PageOf>,
  Response extends z.ZodType<{ success: true; data: PageOf }>,
>(app: ZodApp, route: PagedListRoute<Query, Response>): void {
  // The route's own types come from `route`; Zod's provider cannot resolve them while they are generic.
  app.withTypeProvider<FastifyTypeProviderDefault>().get(
    route.url ?? '/',
    {
      config: { operation: route.operation },
      schema: {
        tags: route.tags,
        summary: route.summary,
        querystring: route.querystring,
        response: { 200: route.response, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      app.answers.send(request, reply, async () => {
        const query = request.query as z.output<Query>;
        const data = await route.load(query, request);
        return { success: true as const, data: { ...data, page: query.page, pageSize: query.pageSize } };
      }),
  );
}
