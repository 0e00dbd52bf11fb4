export { FormAlert, type FormAlertProps, type FormAlertTone } from './FormAlert';
export { FormStep, type FormStepPosition, type FormStepProps } from './FormStep';
export { DraftOffer, type DraftOfferProps } from './DraftOffer';
export { FormStepFlow, type FormStepFlowProps } from './FormStepFlow';
