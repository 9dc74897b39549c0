import { useSelector } from '@xstate/react';
import { Link } from '../../components/links';
import { MESSAGES } from '../../../contract/constants';
import { displayName, placeName } from '../../../contract/displayName';
import type { NearbyProduct, NearbyVendor } from '../../../contract/geo';
import {
  selectNearbyPhase,
  selectOrigin,
  selectProductsByDistance,
  selectRadius,
  selectVendorsByDistance,
  type NearbyActorRef,
} from '../../../machines/nearby';
import { avatarOrDefault, formatNaira } from '../../format';
import { LoadFailed } from '../../components/LoadFailed';

const km = (distance: number): string => `${distance.toFixed(1)} km away`;

/** What is near the chosen centre, or why nothing is shown. */
export function NearbyResults({ nearby }: { nearby: NearbyActorRef }) {
  const phase = useSelector(nearby, selectNearbyPhase);
  const radius = useSelector(nearby, selectRadius);
  const origin = useSelector(nearby, selectOrigin);
  switch (phase) {
    case 'locating':
      return <Pending label="Finding your location..." />;
    case 'choosingPlace':
      return <p className="nearby__notice" data-scope="nearby" data-part="choose">Search a city or address above to see what is near it.</p>;
    case 'loading':
      return <Pending label="Loading what is near you..." />;
    case 'failed':
      return (
        <LoadFailed
          message={MESSAGES.nearbyLoadFailed}
          onRetry={() => nearby.send({ type: 'retry.clicked' })}
          className="nearby__notice nearby__notice--error"
          scope="nearby"
          part="error"
        />
      );
    case 'empty':
      return (
        <p className="nearby__notice" data-scope="nearby" data-part="empty">
          {`No vendors or products within ${radius} km of ${origin?.label ?? 'this place'}. Try a larger radius.`}
        </p>
      );
    default:
      return <Found nearby={nearby} />;
  }
}

function Pending({ label }: { label: string }) {
  return (
    <div className="nearby__notice" role="status" aria-label={label} data-scope="nearby" data-part="pending">
      <span className="spinner" aria-hidden="true" /> {label}
    </div>
  );
}

function Found({ nearby }: { nearby: NearbyActorRef }) {
  const vendors = useSelector(nearby, selectVendorsByDistance);
  const products = useSelector(nearby, selectProductsByDistance);
  return (
    <div className="nearby__results">
      <section aria-labelledby="nearby-vendors" data-scope="nearby" data-part="vendors">
        <h2 id="nearby-vendors" className="nearby__section-title">
          Vendors ({vendors.length})
        </h2>
        {vendors.length ? (
          <ul className="nearby__list">
            {vendors.map((vendor) => (
              <VendorItem key={vendor.username} vendor={vendor} />
            ))}
          </ul>
        ) : (
          <p className="nearby__none">No vendors in this radius.</p>
        )}
      </section>
      <section aria-labelledby="nearby-products" data-scope="nearby" data-part="products">
        <h2 id="nearby-products" className="nearby__section-title">
          Products and services ({products.length})
        </h2>
        {products.length ? (
          <ul className="nearby__list nearby__list--grid">
            {products.map((product) => (
              <ProductItem key={product.id} product={product} />
            ))}
          </ul>
        ) : (
          <p className="nearby__none">No products or services in this radius.</p>
        )}
      </section>
    </div>
  );
}

function VendorItem({ vendor }: { vendor: NearbyVendor }) {
  const name = displayName(vendor);
  const place = placeName(vendor.city, vendor.state);
  return (
    <li className="nearby-vendor" data-scope="nearby" data-part="vendor">
      <img className="nearby-vendor__avatar" src={avatarOrDefault(vendor.profileimg)} alt="" width={48} height={48} />
      <div className="nearby-vendor__text">
        <Link to={`/profile/${vendor.username}`} className="nearby-vendor__name">
          {name}
        </Link>
        {vendor.verified ? <span className="nearby-vendor__verified">Verified Vendor</span> : null}
        <span className="nearby-vendor__place">{[vendor.address, place].filter(Boolean).join(' · ')}</span>
        {vendor.phone ? <a href={`tel:${vendor.phone}`}>{vendor.phone}</a> : null}
      </div>
      <span className="nearby__distance" data-scope="nearby" data-part="distance">
        {km(vendor.distance_km)}
      </span>
    </li>
  );
}

function ProductItem({ product }: { product: NearbyProduct }) {
  const picture = product.images.find((media) => media.kind === 'image');
  const seller = displayName({ ...product.user, marketname: product.user.vendor?.marketname || product.user.profile.marketname });
  return (
    <li className="nearby-product" data-scope="nearby" data-part="product">
      <Link to={`/post/${product.id}`} className="nearby-product__link">
        {picture ? (
          <img className="nearby-product__image" src={picture.url} alt="" loading="lazy" />
        ) : (
          <span className="nearby-product__image nearby-product__image--text" aria-hidden="true">
            {product.title.slice(0, 1)}
          </span>
        )}
        <span className="nearby-product__title">{product.title}</span>
      </Link>
      <span className="nearby-product__price">{formatNaira(product.price)}</span>
      <span className="nearby-product__seller">{seller}</span>
      <span className="nearby__distance" data-scope="nearby" data-part="distance">
        {km(product.distance_km)}
      </span>
    </li>
  );
}
