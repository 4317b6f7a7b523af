import NextAuth from "next-auth";
import { nextAuthRoute } from "@/lib/api/route";
import { authOptions } from "@/lib/auth/options";

const nextAuth = NextAuth(authOptions);

// next-auth's own endpoints, through the route builder like every other: the body is read
// under its cap and checked before next-auth sees it (a body over the cap is 413, one that is
// neither a JSON object nor a form is 400), then next-auth answers as it always does.
const handler = nextAuthRoute<{ nextauth: string[] }>()
  .nextAuthBody()
  .handle(({ request, params }) => nextAuth(request, { params: Promise.resolve(params) }));

export { handler as GET, handler as POST };
