import { graphql } from 'react-relay';

/**
 * `addToCart`: puts the whole booking in the cart (package, date, occupancy, travellers, coupon) and answers
 * the server's totals. Used by the sign-in that resumes a pending booking and by every change on /check-out, so
 * the cart in the Relay store (and the header badge) always shows the server's figures. Book Now's date picker
 * asks for more (the travellers too): `DepartureChooserAddToCartMutation`.
 */
export const addToCartMutation = graphql`
  mutation addToCartMutation($input: AddToCartInput!) {
    addToCart(input: $input) {
      cart {
        total {
          paise
        }
      }
      viewer {
        id
        cart {
          ...CheckoutPage_cart
          ...HeaderCart_cart
        }
      }
      userErrors {
        message
        field
      }
    }
  }
`;
