-- Counters for rate-limiter-flexible's RateLimiterPostgres (login, sign-up,
-- resend and reset limits), shared by every app instance.
-- CreateTable
CREATE TABLE "rate_limits" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- Expired rows are swept by expire.
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits"("expire");
