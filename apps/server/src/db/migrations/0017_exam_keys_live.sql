ALTER TYPE "public"."exam_key" ADD VALUE 'CAPF';--> statement-breakpoint
ALTER TYPE "public"."exam_key" ADD VALUE 'UGC_NET';--> statement-breakpoint
ALTER TYPE "public"."exam_key" ADD VALUE 'GATE';--> statement-breakpoint
ALTER TYPE "public"."exam_key" ADD VALUE 'NEET';--> statement-breakpoint
ALTER TYPE "public"."exam_key" ADD VALUE 'JEE_MAIN';