<?php
/**
 * The user panel of /profile (members.md "Profile page user panel"): avatar, name, occupation,
 * institution, research area, e-mail, the digest switch and the actions, drawn here only. The
 * `user-panel` island (src/islands/user-panel/) enhances it in place (`data-island-enhance`): it
 * works the buttons named by `data-mvc-action`, writes what changes into the elements named by
 * `data-mvc-fact`, the name and the avatar (a first image gets the class `data-mvc-avatar` names),
 * and draws only its dialogs and the feed's address.
 * Contact us is a plain link. Drawn for a member only (template-parts/member-page.php); the page's
 * CSS puts it first on a phone.
 *
 * @package Mvc
 */

use Mvc\Theme\Assets\Islands;
use Mvc\Theme\Member\UserPanel;

$mvc_props = UserPanel::props();
if ( null === $mvc_props ) {
	return;
}
if ( is_wp_error( $mvc_props ) ) {
	// The database did not give the profile: its notice (服务器繁忙，请重试。), not an empty panel.
	printf( '<aside class="mvc-profile-panel"><div class="mvc-profile-empty mvc-profile-busy" role="alert"><p class="mvc-profile-empty__title">%s</p></div></aside>', esc_html( $mvc_props->get_error_message() ) );
	return;
}
$mvc_profile = $mvc_props['profile'];
$mvc_name    = (string) $mvc_profile['display_name'];
$mvc_avatar  = (string) $mvc_profile['avatar'];
$mvc_digest  = (bool) $mvc_profile['subscribed'];

ob_start();
?>
<section class="mvc-user-panel" id="mvc-user-panel" aria-labelledby="mvc-user-panel-name">
	<div class="mvc-user-panel__head">
		<span class="mvc-user-panel__avatar" data-mvc-avatar="mvc-user-panel__image">
			<?php if ( '' !== $mvc_avatar ) : ?>
				<img class="mvc-user-panel__image" src="<?php echo esc_url( $mvc_avatar ); ?>" width="80" height="80" alt="">
			<?php endif; ?>
			<span class="mvc-user-panel__initial" aria-hidden="true"<?php echo '' !== $mvc_avatar ? ' hidden' : ''; ?>><?php echo esc_html( UserPanel::initial( $mvc_name ) ); ?></span>
		</span>
		<button type="button" class="mvc-user-panel__avatar-edit" data-mvc-action="avatar"><?php esc_html_e( 'Change avatar', 'mvc' ); ?></button>
		<h2 id="mvc-user-panel-name" class="mvc-user-panel__name"><?php echo esc_html( $mvc_name ); ?></h2>
	</div>
	<dl class="mvc-user-panel__facts">
		<?php foreach ( UserPanel::facts( $mvc_profile ) as $mvc_field => $mvc_fact ) : ?>
			<div class="mvc-user-panel__fact mvc-user-panel__fact--<?php echo esc_attr( str_replace( '_', '-', $mvc_field ) ); ?>" data-mvc-fact="<?php echo esc_attr( $mvc_field ); ?>">
				<dt><?php echo esc_html( $mvc_fact['label'] ); ?></dt>
				<dd<?php echo '' === $mvc_fact['value'] ? ' data-state="empty"' : ''; ?>><?php echo '' === $mvc_fact['value'] ? esc_html__( 'Not filled in', 'mvc' ) : esc_html( $mvc_fact['value'] ); ?></dd>
			</div>
		<?php endforeach; ?>
		<div class="mvc-user-panel__fact mvc-user-panel__fact--wechat" data-mvc-fact="wechat">
			<dt><?php esc_html_e( 'WeChat', 'mvc' ); ?></dt>
			<dd>
				<span><?php echo $mvc_props['wechat'] ? esc_html__( 'Linked', 'mvc' ) : esc_html__( 'Not linked', 'mvc' ); ?></span>
				<button type="button" class="mvc-user-panel__action mvc-user-panel__action--wechat" data-mvc-action="wechat"><?php echo $mvc_props['wechat'] ? esc_html__( 'Unlink', 'mvc' ) : esc_html__( 'Link WeChat', 'mvc' ); ?></button>
			</dd>
		</div>
	</dl>
	<div class="mvc-user-panel__digest">
		<button type="button" role="switch" aria-checked="<?php echo $mvc_digest ? 'true' : 'false'; ?>" aria-describedby="mvc-user-panel-digest-note" class="mvc-user-panel__switch<?php echo $mvc_digest ? ' is-on' : ''; ?>" data-mvc-action="digest">
			<span class="mvc-user-panel__track" aria-hidden="true"></span>
			<span class="mvc-user-panel__switch-label"><?php echo $mvc_digest ? esc_html__( 'Subscribed', 'mvc' ) : esc_html__( 'E-mail subscription', 'mvc' ); ?></span>
		</button>
		<p id="mvc-user-panel-digest-note" class="mvc-user-panel__note"><?php esc_html_e( 'A digest of new articles in your subscribed tags is sent every two weeks.', 'mvc' ); ?></p>
	</div>
	<ul class="mvc-user-panel__actions">
		<li><button type="button" class="mvc-user-panel__action mvc-user-panel__action--edit" aria-haspopup="dialog" data-mvc-action="edit"><?php esc_html_e( 'Edit profile', 'mvc' ); ?></button></li>
		<li><button type="button" class="mvc-user-panel__action mvc-user-panel__action--password" aria-haspopup="dialog" data-mvc-action="password"><?php esc_html_e( 'Reset password', 'mvc' ); ?></button></li>
		<li><button type="button" class="mvc-user-panel__action mvc-user-panel__action--email" aria-haspopup="dialog" data-mvc-action="email"><?php esc_html_e( 'Change e-mail', 'mvc' ); ?></button></li>
		<li><a class="mvc-user-panel__action mvc-user-panel__action--contact" href="<?php echo esc_url( $mvc_props['links']['contact'] ); ?>" target="_blank" rel="noopener noreferrer"><?php esc_html_e( 'Contact us', 'mvc' ); ?></a></li>
		<li><button type="button" class="mvc-user-panel__action mvc-user-panel__action--logout" data-mvc-action="logout"><?php esc_html_e( 'Log out', 'mvc' ); ?></button></li>
	</ul>
	<div class="mvc-user-panel__data" data-mvc-data>
		<h3 class="mvc-user-panel__subtitle"><?php esc_html_e( 'My data', 'mvc' ); ?></h3>
		<ul class="mvc-user-panel__actions">
			<li><button type="button" class="mvc-user-panel__action mvc-user-panel__action--feed" aria-expanded="false" data-mvc-action="feed"><?php esc_html_e( 'RSS feed of my tags', 'mvc' ); ?></button></li>
			<li><button type="button" class="mvc-user-panel__action mvc-user-panel__action--export" data-mvc-action="export"><?php esc_html_e( 'Download my data', 'mvc' ); ?></button></li>
			<li><button type="button" class="mvc-user-panel__action mvc-user-panel__action--delete" aria-haspopup="dialog" data-mvc-action="delete"><?php esc_html_e( 'Delete my account', 'mvc' ); ?></button></li>
		</ul>
	</div>
</section>
<?php
$mvc_placeholder = (string) ob_get_clean();
?>
<aside class="mvc-profile-panel">
	<?php echo Islands::render( 'user-panel', $mvc_props, 'idle', $mvc_placeholder, array( 'data-island-enhance' => 'true' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Islands::render escapes; the placeholder is escaped above. ?>
</aside>
