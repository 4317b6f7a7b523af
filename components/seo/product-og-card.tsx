import { APP_NAME } from "@/lib/constants";

// The 1200×630 card a shared product link shows (drawn by next/og's Satori: inline styles, flex only).
// Dark slate text on white, the price in the brand's darkest green: readable as a thumbnail.

type ProductOgCardProps = { name: string; price: string; shopName: string; photo: string | null };

export function ProductOgCard({ name, price, shopName, photo }: ProductOgCardProps) {
  return (
    <div style={{ width: "100%", height: "100%", display: "flex", backgroundColor: "#ffffff" }}>
      <div style={{ width: 630, height: 630, display: "flex", alignItems: "center", justifyContent: "center", backgroundColor: "#f1f5f9" }}>
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- Satori draws <img>, not next/image
          <img src={photo} width={630} height={630} alt="" style={{ width: 630, height: 630 }} />
        ) : (
          <div style={{ display: "flex", fontSize: 40, color: "#475569" }}>No photo</div>
        )}
      </div>
      <div style={{ width: 570, height: 630, display: "flex", flexDirection: "column", justifyContent: "space-between", padding: "56px 52px", borderTop: "12px solid #047857" }}>
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ display: "flex", fontSize: 30, color: "#475569" }}>{shopName}</div>
          <div style={{ display: "flex", marginTop: 18, fontSize: name.length > 48 ? 44 : 54, lineHeight: 1.15, color: "#0f172a", overflow: "hidden", maxHeight: 260 }}>{name}</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column" }}>
          {/* "KES 1,800.00" fits at 72px; a price in the hundreds of thousands is drawn smaller to stay on the card. */}
          <div style={{ display: "flex", fontSize: price.length > 13 ? 56 : 72, color: "#065f46", letterSpacing: -1 }}>{price}</div>
          <div style={{ display: "flex", marginTop: 20, fontSize: 28, color: "#047857" }}>{APP_NAME}</div>
        </div>
      </div>
    </div>
  );
}
