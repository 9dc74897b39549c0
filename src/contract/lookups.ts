import { z } from 'zod/mini';

export const CATEGORY_TYPES = ['product', 'service'] as const;
export const categoryTypeSchema = z.enum(CATEGORY_TYPES);
export type CategoryType = z.infer<typeof categoryTypeSchema>;

/** A category as GET /categories answers it; `description` is the label the post form shows. */
export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  category_type: categoryTypeSchema,
  sort_order: z.number(),
  description: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const deliveryTimeSchema = z.object({
  id: z.number(),
  value: z.string(),
  label: z.string(),
  sort_order: z.number(),
});
export type DeliveryTime = z.infer<typeof deliveryTimeSchema>;

export const categoriesQuerySchema = z.object({
  type: z.optional(categoryTypeSchema),
});

export const categoriesAnswerSchema = z.array(categorySchema);
export const deliveryTimesAnswerSchema = z.array(deliveryTimeSchema);

export const categoriesAndDeliveryAnswerSchema = z.object({
  product_categories: z.array(categorySchema),
  service_categories: z.array(categorySchema),
  delivery_times: z.array(deliveryTimeSchema),
});
export type CategoriesAndDelivery = z.infer<typeof categoriesAndDeliveryAnswerSchema>;
