import { useTranslation } from 'react-i18next';
import page from '../../components/ui/content-page.module.css';
import { BoxIcon, PercentIcon, SparkleIcon } from './tester-icons';

/** The three tester benefits (docs/product.md §2): big discounts, free products, bonus surprises. */
export function TesterBenefits() {
  const { t } = useTranslation();
  const benefits = [
    { key: 'discounts', Icon: PercentIcon, title: t('tester.benefit_discounts_title'), text: t('tester.benefit_discounts_text') },
    { key: 'free', Icon: BoxIcon, title: t('tester.benefit_free_title'), text: t('tester.benefit_free_text') },
    { key: 'surprises', Icon: SparkleIcon, title: t('tester.benefit_surprises_title'), text: t('tester.benefit_surprises_text') },
  ];
  return (
    <ul className={page.cards} data-testid="tester-benefits">
      {benefits.map(({ key, Icon, title, text }) => (
        <li key={key} className={page.card}>
          <span className={page.cardIcon} aria-hidden="true">
            <Icon />
          </span>
          <h3 className={page.cardTitle}>{title}</h3>
          <p className={page.cardText}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
