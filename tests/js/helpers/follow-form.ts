/**
 * The page's template of the follow form, as theme/template-parts/follow-button.php prints it
 * (theme/template-parts/follow-form.php, copied here): the follow island's popup takes it.
 */

/** Puts the template in the page; returns a function that takes it away. */
export function drawFollowFormTemplate(): () => void {
	const template = document.createElement( 'template' );
	template.dataset.mvcFollowForm = '';
	template.innerHTML =
		'<form class="mvc-follow-form" method="post" action="https://site.test/api/call-for-papers/follow">' +
		'<p class="mvc-follow-form__hint">We will send a confirmation link to this address, and remind you 7 days before the submission deadline.</p>' +
		'<input type="hidden" name="from" value="page">' +
		'<label class="mvc-follow-form__email">E-mail <input type="email" name="email" required maxlength="100" autocomplete="email" inputmode="email"></label>' +
		'<label class="mvc-follow-form__consent"><input type="checkbox" name="consent" value="1" required> I agree to receive e-mails about this special issue from the publisher.</label>' +
		'<button type="submit" class="mvc-button mvc-button--primary">Follow the special issue</button>' +
		'</form>';
	document.body.append( template );
	return () => template.remove();
}
