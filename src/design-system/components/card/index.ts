export { Card, CardBody, CardDescription, CardFooter, CardHeader, CardTitle, type CardProps } from './Card';
