/** The page both floor routes render: fifty paragraphs, about the text of a product page. */
export function FiftyParagraphs({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
      {Array.from({ length: 50 }, (_, i) => (
        <p key={i}>
          Paragraph {i + 1}: a second-hand scientific calculator, a desk lamp and a set of textbooks for the first year, collected on
          campus and paid for with M-Pesa.
        </p>
      ))}
    </main>
  );
}
