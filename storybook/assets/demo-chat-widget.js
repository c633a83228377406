// A stand-in chat provider for the stories: like real widgets, it defines its open function a little after loading.
setTimeout(() => {
  window.DemoChat = {
    open() {
      let panel = document.getElementById('demo-chat');
      if (!panel) {
        panel = document.createElement('section');
        panel.id = 'demo-chat';
        panel.setAttribute('aria-label', 'Demo chat');
        panel.style.cssText =
          'position:fixed;right:1rem;bottom:5rem;width:18rem;padding:1rem;background:#fff;color:#1b1b1b;border:1px solid #888;border-radius:.5rem;z-index:1000';
        panel.innerHTML = '<p>Hello! How can we help? (demo chat provider)</p>';
        document.body.append(panel);
      }
      panel.hidden = false;
    },
  };
}, 300);
