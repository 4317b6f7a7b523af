// Demo data for a fresh machine: real-looking campus listings, made here.
// Images live in public/demo (made by tools/make-demo-images.mjs, committed).

export const DEMO_PASSWORD = "campus-demo-2026";

export const CAMPUS_LOCATIONS = ["Main Campus", "City Campus", "Parklands Campus", "Westlands Campus"] as const;
type Campus = (typeof CAMPUS_LOCATIONS)[number];

export const DEMO_CATEGORIES = [
  { name: "Textbooks", description: "Course texts, past editions and lecture companions." },
  { name: "Electronics", description: "Laptops, phones, calculators, chargers and gadgets." },
  { name: "Stationery", description: "Pens, notebooks, files and drawing sets." },
  { name: "Study Materials", description: "Revision notes, past papers and lab kits." },
  { name: "Books", description: "Novels and general reading." },
  { name: "Clothing", description: "Hoodies, shoes, lab coats and more." },
  { name: "Furniture", description: "Desks, chairs and hostel room storage." },
  { name: "Other", description: "Everything else students sell." },
] as const;
type CategoryName = (typeof DEMO_CATEGORIES)[number]["name"];

export type DemoSeller = {
  key: string;
  email: string;
  fullName: string;
  phone: string;
  campus: Campus;
  accountType: "student" | "wholesaler";
  shop: {
    shopName: string;
    description: string;
    offersDelivery: boolean;
    preferredContact: string;
    businessHours: Record<string, string>;
    policies: string;
  };
};

const weekdays = (hours: string, saturday = "10:00-14:00") => ({
  mon: hours, tue: hours, wed: hours, thu: hours, fri: hours, sat: saturday, sun: "closed",
});

export const DEMO_SELLERS: DemoSeller[] = [
  {
    key: "wanjiru", email: "wanjiru.seller@demo.campusmarket.ke", fullName: "Wanjiru Kamau", phone: "254712345001",
    campus: "Main Campus", accountType: "student",
    shop: { shopName: "Wanjiru's Book Corner", description: "Second-hand textbooks for first and second years, kept clean and highlighted only in pencil.", offersDelivery: false, preferredContact: "WhatsApp", businessHours: weekdays("16:00-19:00"), policies: "Pick up at the main library steps. Exchanges within 3 days if pages are missing." },
  },
  {
    key: "otieno", email: "otieno.seller@demo.campusmarket.ke", fullName: "Brian Otieno", phone: "254712345002",
    campus: "City Campus", accountType: "student",
    shop: { shopName: "Otieno Tech Hub", description: "Tested electronics for students: calculators, earphones, chargers and the odd laptop.", offersDelivery: true, preferredContact: "Phone call", businessHours: weekdays("10:00-18:00"), policies: "Every device is tested in front of you. 7-day return on electronics that fail." },
  },
  {
    key: "achieng", email: "achieng.seller@demo.campusmarket.ke", fullName: "Achieng Odhiambo", phone: "254712345003",
    campus: "Parklands Campus", accountType: "student",
    shop: { shopName: "Achieng Stationers", description: "Everything for the exam season: pens, A4 books, geometry sets and files.", offersDelivery: true, preferredContact: "In-app messages", businessHours: weekdays("08:00-17:00"), policies: "Bulk orders for class reps get 10% off. Delivery within Parklands only." },
  },
  {
    key: "mutua", email: "mutua.seller@demo.campusmarket.ke", fullName: "Kevin Mutua", phone: "254712345004",
    campus: "Westlands Campus", accountType: "student",
    shop: { shopName: "Mutua Revision Notes", description: "Typed notes and past papers from fourth-year students who passed with distinction.", offersDelivery: false, preferredContact: "Email", businessHours: weekdays("18:00-21:00", "closed"), policies: "Notes are for personal revision only. Printed copies picked up at the hostel gate." },
  },
  {
    key: "njeri", email: "njeri.seller@demo.campusmarket.ke", fullName: "Njeri Wambui", phone: "254712345005",
    campus: "Main Campus", accountType: "student",
    shop: { shopName: "Njeri Closet", description: "Pre-loved hoodies, sneakers and lab coats in good shape, washed and ironed.", offersDelivery: true, preferredContact: "WhatsApp", businessHours: weekdays("12:00-18:00"), policies: "Try before you buy at pick-up. No returns on worn items." },
  },
  {
    key: "kiprop", email: "kiprop.seller@demo.campusmarket.ke", fullName: "Dennis Kiprop", phone: "254712345006",
    campus: "City Campus", accountType: "student",
    shop: { shopName: "Kiprop Hostel Essentials", description: "Desks, chairs, shelves and kettles from students who are moving out.", offersDelivery: true, preferredContact: "Phone call", businessHours: weekdays("09:00-17:00"), policies: "Delivery to City Campus hostels is free. Large items collected within 48 hours of payment." },
  },
  {
    key: "wholesale", email: "wholesaler@demo.campusmarket.ke", fullName: "Faith Mwende", phone: "254712345007",
    campus: "Westlands Campus", accountType: "wholesaler",
    shop: { shopName: "Mwende Supplies Ltd", description: "Wholesale stationery and study supplies for campus shops and class orders.", offersDelivery: true, preferredContact: "Email", businessHours: weekdays("08:00-18:00", "09:00-13:00"), policies: "Invoices available on request. Delivery to all four campuses on Tuesdays and Fridays." },
  },
];

export const DEMO_BUYER = { email: "buyer@demo.campusmarket.ke", fullName: "Amina Hassan", phone: "254712345010", campus: "Main Campus" as Campus };
export const DEMO_STAFF = { email: "staff@demo.campusmarket.ke", fullName: "Campus Market Staff", phone: "254712345020", campus: "Main Campus" as Campus };

export type DemoProduct = {
  slug: string;
  seller: string;
  name: string;
  description: string;
  price: number;
  originalPrice?: number;
  category: CategoryName;
  condition: "new" | "like_new" | "good" | "fair";
  status?: "active" | "sold" | "out_of_stock";
};

export const DEMO_PRODUCTS: DemoProduct[] = [
  { slug: "calculus-early-transcendentals", seller: "wanjiru", name: "Calculus: Early Transcendentals (8th ed.)", description: "Stewart's calculus text used in MAT 101 and 102. Light pencil notes in chapters 2 to 4, no torn pages.", price: 1500, originalPrice: 4200, category: "Textbooks", condition: "good" },
  { slug: "principles-of-economics", seller: "wanjiru", name: "Principles of Economics - Mankiw", description: "Seventh edition, the one on the ECO 110 reading list. Cover slightly bent.", price: 1200, originalPrice: 3500, category: "Textbooks", condition: "good" },
  { slug: "organic-chemistry-clayden", seller: "wanjiru", name: "Organic Chemistry - Clayden", description: "Second edition hardback. Perfect for CHE 201. Clean pages.", price: 2800, originalPrice: 6500, category: "Textbooks", condition: "like_new" },
  { slug: "introduction-to-algorithms", seller: "wanjiru", name: "Introduction to Algorithms (CLRS)", description: "Third edition, the computer science classic. Some highlighting in the sorting chapters.", price: 2500, category: "Textbooks", condition: "fair" },
  { slug: "campbell-biology", seller: "wanjiru", name: "Campbell Biology", description: "Eleventh edition for BIO 101. Comes with the study guide.", price: 2200, originalPrice: 5000, category: "Textbooks", condition: "good", status: "sold" },
  { slug: "financial-accounting", seller: "wanjiru", name: "Financial Accounting - Weygandt", description: "Used for ACC 100. Practice questions not written in.", price: 1300, category: "Textbooks", condition: "good" },
  { slug: "casio-fx-991es-plus", seller: "otieno", name: "Casio fx-991ES Plus Calculator", description: "Scientific calculator allowed in all engineering exams. Works perfectly, new battery.", price: 1800, originalPrice: 2600, category: "Electronics", condition: "like_new" },
  { slug: "hp-laptop-14", seller: "otieno", name: "HP 14 Laptop, 8GB RAM, 256GB SSD", description: "Core i5, 8GB RAM, 256GB SSD. Battery lasts about 4 hours. Charger included.", price: 38000, originalPrice: 52000, category: "Electronics", condition: "good" },
  { slug: "usb-c-charger-65w", seller: "otieno", name: "65W USB-C Fast Charger", description: "Charges laptops and phones. Brand new in box.", price: 2300, category: "Electronics", condition: "new" },
  { slug: "wireless-earbuds", seller: "otieno", name: "Wireless Earbuds with Charging Case", description: "Bluetooth 5.3, about 5 hours per charge. Tested and cleaned.", price: 1500, category: "Electronics", condition: "like_new" },
  { slug: "power-bank-20000", seller: "otieno", name: "20,000mAh Power Bank", description: "Survives a whole day of power cuts. Two USB ports and USB-C.", price: 2700, category: "Electronics", condition: "new", status: "out_of_stock" },
  { slug: "samsung-a14", seller: "otieno", name: "Samsung Galaxy A14, 64GB", description: "Unlocked, screen protector on since day one. Small scratch on the back.", price: 11500, originalPrice: 17000, category: "Electronics", condition: "good" },
  { slug: "desk-lamp-led", seller: "otieno", name: "Rechargeable LED Desk Lamp", description: "Three brightness levels, USB charging. Great for late-night revision.", price: 950, category: "Electronics", condition: "new" },
  { slug: "hdmi-cable-2m", seller: "otieno", name: "HDMI Cable, 2 metres", description: "For presentations and connecting your laptop to a monitor.", price: 450, category: "Electronics", condition: "new", status: "sold" },
  { slug: "a4-exercise-books-pack", seller: "achieng", name: "A4 Exercise Books, pack of 10", description: "200 pages each, ruled. Ideal for lecture notes.", price: 850, category: "Stationery", condition: "new" },
  { slug: "geometry-set", seller: "achieng", name: "Oxford Geometry Set", description: "Compass, protractor, set squares and ruler in a tin.", price: 350, category: "Stationery", condition: "new" },
  { slug: "ballpoint-pens-box", seller: "achieng", name: "Ballpoint Pens, box of 50", description: "Blue ink, smooth writing. Split them with your roommates.", price: 600, category: "Stationery", condition: "new" },
  { slug: "highlighters-set", seller: "achieng", name: "Highlighters, set of 6 colours", description: "Pastel colours that do not bleed through thin pages.", price: 420, category: "Stationery", condition: "new" },
  { slug: "box-files", seller: "achieng", name: "Box Files, pack of 3", description: "Keep your handouts and past papers in order.", price: 540, category: "Stationery", condition: "new", status: "out_of_stock" },
  { slug: "drawing-board-a2", seller: "achieng", name: "A2 Drawing Board with T-square", description: "For architecture and engineering drawing classes. Used one semester.", price: 2400, originalPrice: 3800, category: "Stationery", condition: "like_new" },
  { slug: "sticky-notes", seller: "achieng", name: "Sticky Notes Bundle", description: "12 pads in 4 colours.", price: 300, category: "Stationery", condition: "new" },
  { slug: "past-papers-engineering-maths", seller: "mutua", name: "Engineering Maths Past Papers 2018-2025", description: "Eight years of past papers with worked solutions, spiral bound.", price: 700, category: "Study Materials", condition: "new" },
  { slug: "anatomy-revision-notes", seller: "mutua", name: "Human Anatomy Revision Notes", description: "Typed and illustrated notes for second-year medicine. 180 pages.", price: 1200, category: "Study Materials", condition: "new" },
  { slug: "law-case-summaries", seller: "mutua", name: "Contract Law Case Summaries", description: "Summaries of 120 leading cases, grouped by topic.", price: 900, category: "Study Materials", condition: "new" },
  { slug: "cpa-section-1-kit", seller: "mutua", name: "CPA Section 1 Revision Kit", description: "Questions and answers for the KASNEB exams. Latest syllabus.", price: 1100, originalPrice: 1600, category: "Study Materials", condition: "like_new" },
  { slug: "chemistry-lab-coat-goggles", seller: "mutua", name: "Lab Manual and Safety Goggles", description: "First-year chemistry practical manual with a pair of goggles.", price: 650, category: "Study Materials", condition: "good", status: "sold" },
  { slug: "statistics-formula-cards", seller: "mutua", name: "Statistics Formula Flash Cards", description: "60 laminated cards covering STA 201 and 202.", price: 500, category: "Study Materials", condition: "new" },
  { slug: "things-fall-apart", seller: "njeri", name: "Things Fall Apart - Chinua Achebe", description: "Paperback, a classic for the literature unit or a quiet weekend.", price: 400, category: "Books", condition: "good" },
  { slug: "river-between", seller: "njeri", name: "The River Between - Ngugi wa Thiong'o", description: "Well-read copy, all pages intact.", price: 350, category: "Books", condition: "fair" },
  { slug: "atomic-habits", seller: "njeri", name: "Atomic Habits - James Clear", description: "Build study habits that stick. Read once.", price: 900, originalPrice: 1500, category: "Books", condition: "like_new" },
  { slug: "campus-hoodie", seller: "njeri", name: "Campus Hoodie, size M", description: "Navy blue, warm for early morning classes.", price: 1400, category: "Clothing", condition: "like_new" },
  { slug: "white-lab-coat", seller: "njeri", name: "White Lab Coat, size L", description: "Required for all practicals. Washed and ironed.", price: 800, category: "Clothing", condition: "good" },
  { slug: "canvas-sneakers", seller: "njeri", name: "Canvas Sneakers, size 41", description: "White canvas, worn a few times.", price: 1600, originalPrice: 2500, category: "Clothing", condition: "good", status: "sold" },
  { slug: "graduation-gown-hire", seller: "njeri", name: "Graduation Gown", description: "Black gown, worn once at graduation. Fits heights 160 to 175 cm.", price: 2500, category: "Clothing", condition: "like_new" },
  { slug: "study-desk", seller: "kiprop", name: "Wooden Study Desk", description: "Fits a hostel room, with one drawer. Collect at City Campus hostels.", price: 3500, originalPrice: 6000, category: "Furniture", condition: "good" },
  { slug: "plastic-chair", seller: "kiprop", name: "Plastic Chair with Backrest", description: "Sturdy, easy to carry.", price: 900, category: "Furniture", condition: "good" },
  { slug: "bookshelf-3-tier", seller: "kiprop", name: "3-Tier Bookshelf", description: "Metal frame, holds all your textbooks.", price: 2200, category: "Furniture", condition: "like_new" },
  { slug: "electric-kettle", seller: "kiprop", name: "Electric Kettle, 1.7 litres", description: "Boils fast, auto switch-off.", price: 1300, category: "Other", condition: "good" },
  { slug: "mattress-single", seller: "kiprop", name: "Single Foam Mattress", description: "4 inches thick, fits standard hostel beds. Cover washed.", price: 2800, category: "Furniture", condition: "fair", status: "out_of_stock" },
  { slug: "bicycle", seller: "kiprop", name: "Mountain Bicycle", description: "21 gears, new brake pads. Gets you to class in 10 minutes.", price: 9500, originalPrice: 14000, category: "Other", condition: "good" },
  { slug: "wholesale-a4-paper", seller: "wholesale", name: "A4 Printing Paper, box of 5 reams", description: "80gsm, 2,500 sheets. For printing assignments and projects.", price: 3200, category: "Stationery", condition: "new" },
  { slug: "wholesale-exam-pads", seller: "wholesale", name: "Exam Pads, carton of 50", description: "Ruled writing pads for class orders.", price: 2750, category: "Stationery", condition: "new" },
  { slug: "wholesale-calculators", seller: "wholesale", name: "Scientific Calculators, pack of 10", description: "Exam-approved scientific calculators for class reps ordering in bulk.", price: 14500, category: "Electronics", condition: "new" },
  { slug: "wholesale-flash-drives", seller: "wholesale", name: "32GB Flash Drives, pack of 5", description: "USB 3.0, for project backups.", price: 3000, category: "Electronics", condition: "new" },
];

/** Campus location of each seller becomes the product's location (spec: from the seller's campus location). */
export function sellerByKey(key: string): DemoSeller {
  const seller = DEMO_SELLERS.find((s) => s.key === key);
  if (!seller) throw new Error(`Unknown demo seller ${key}`);
  return seller;
}
