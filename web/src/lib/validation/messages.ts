/** Every validation message of spec §5 and §8, spelled exactly as the product shows it (the contract's shared copy). */
export { SPEC_MESSAGES as validationMessages } from '@pilgrim/schema/rules';
