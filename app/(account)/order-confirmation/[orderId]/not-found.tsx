import type { Metadata } from "next";
import { OrderNotFound } from "@/components/checkout/order-not-found";

export const metadata: Metadata = { title: "Order Not Found", robots: { index: false } };

export default OrderNotFound;
