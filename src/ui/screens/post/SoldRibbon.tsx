import '../../styles/listing.css';

/** The "Sold" ribbon over a sold post's card or popup (its parent carries data-sold). */
export function SoldRibbon({ sold }: { sold: boolean }) {
  if (!sold) return null;
  return (
    <span className="sold-ribbon" data-scope="post" data-part="sold-ribbon">
      Sold
    </span>
  );
}
