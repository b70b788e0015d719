import { getRouteApi } from '@tanstack/react-router';
import { CataloguePage } from './catalogue-page';
import { CommentsPage } from './comments-page';
import { ProductMissing, ProductPage } from './product-page';

export { ProductMissing };

/**
 * The shop's route components: they read the address and hand it to the pages. One chunk for the
 * catalogue, its categories, a product and its reviews: a visitor moves between them.
 */
const categoryRoute = getRouteApi('/products/$id');
const productRoute = getRouteApi('/product/$id');
const commentsRoute = getRouteApi('/comment/$name');

export function AllProductsRoute() {
  return <CataloguePage />;
}

export function CategoryRoute() {
  const { id } = categoryRoute.useParams();
  return <CataloguePage category={id} />;
}

export function ProductRoute() {
  const { id } = productRoute.useParams();
  return <ProductPage key={id} id={id} />;
}

export function CommentsRoute() {
  const { name } = commentsRoute.useParams();
  return <CommentsPage name={name} />;
}
