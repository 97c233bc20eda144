<?php
/**
 * The comment rules on the contact page: what comments must not contain, and what happens to
 * those that do. `#comment-rules` is the message centre's criterion link
 * (the plugin's Messages::criterion_url()).
 *
 * @package Mvc
 */

use Mvc\Core\View\Contact;

$mvc_prohibited   = array(
	array( __( 'Illegal content', 'mvc' ), __( 'anything that breaks the laws and regulations of the People\'s Republic of China, endangers national security or infringes the lawful rights of others.', 'mvc' ) ),
	array( __( 'Pornographic or vulgar content', 'mvc' ), __( 'obscene, sexual or vulgar text, images and links.', 'mvc' ) ),
	array( __( 'Abuse and attacks', 'mvc' ), __( 'insulting, threatening or discriminating against others, or making their private information public.', 'mvc' ) ),
	array( __( 'Advertising and promotion', 'mvc' ), __( 'advertisements, paid promotion, and links or contact details posted to draw traffic.', 'mvc' ) ),
	array( __( 'Disrupting order', 'mvc' ), __( 'spreading rumours, flooding a discussion, impersonating others or stirring up quarrels.', 'mvc' ) ),
	array( __( 'Spam', 'mvc' ), __( 'repeated, meaningless or mass-produced content.', 'mvc' ) ),
);
$mvc_consequences = array(
	array( __( 'Comment removal', 'mvc' ), __( 'a comment that breaks these rules is deleted, and its author is told in the message centre.', 'mvc' ) ),
	array( __( 'Account suspension', 'mvc' ), __( 'repeated or serious violations lead to the suspension of the account, for a time or for good.', 'mvc' ) ),
);
?>
<section class="mvc-contact__rules" id="<?php echo esc_attr( Contact::rules_anchor() ); ?>" aria-labelledby="mvc-contact-rules-title">
	<h2 class="mvc-contact__heading" id="mvc-contact-rules-title"><?php esc_html_e( 'Comment rules', 'mvc' ); ?></h2>
	<p><?php esc_html_e( 'To keep the discussion useful and respectful, comments on this site must not contain:', 'mvc' ); ?></p>
	<ol class="mvc-contact__rule-list">
		<?php foreach ( $mvc_prohibited as $mvc_rule ) : ?>
			<li><strong><?php echo esc_html( $mvc_rule[0] ); ?></strong><?php esc_html_e( ': ', 'mvc' ); ?><?php echo esc_html( $mvc_rule[1] ); ?></li>
		<?php endforeach; ?>
	</ol>
	<h3 class="mvc-contact__subheading"><?php esc_html_e( 'What happens to a comment that breaks the rules', 'mvc' ); ?></h3>
	<ul class="mvc-contact__rule-list">
		<?php foreach ( $mvc_consequences as $mvc_rule ) : ?>
			<li><strong><?php echo esc_html( $mvc_rule[0] ); ?></strong><?php esc_html_e( ': ', 'mvc' ); ?><?php echo esc_html( $mvc_rule[1] ); ?></li>
		<?php endforeach; ?>
	</ul>
	<p><?php esc_html_e( 'If you believe a comment of yours was deleted by mistake, appeal with the form on this page: the Appeal link of the message in your message centre fills it in for you.', 'mvc' ); ?></p>
</section>
